/** Checking a form's fields against its valibot schema, with the catalogue's messages: shared by every domain's forms. */
export { checkForm, EmailField, EmailFormSchema, remainingErrors, required, type FieldErrors, type FormCheck } from './formCheck'
