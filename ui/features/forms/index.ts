/**
 * The forms' public face (ui/README.md, "A feature"): what the screens of every feature build their forms with. A form
 * submits through its submission machine (`useFormSubmission`), checks its fields with a valibot schema
 * (`checkForm`, `useCheckedForm`), shows its problems (`FormField`, `FormFailure`), and a new password is typed
 * twice with its strength meter (`NewPasswordFields`, `usePasswordStrength`, `withNewPassword`).
 */
export { checkForm, EmailField, EmailFormSchema, required, type FieldErrors, type FormCheck } from '../../../core/forms'
export { FormFailure } from './FormFailure'
export { FormField } from './FormField'
export { focusFirstInvalid, formValues } from './formValues'
export { NewPasswordFields } from './NewPasswordFields'
export { newPasswordErrors, withNewPassword, type NewPasswordErrors } from '../../../core/identity'
export { useCheckedForm } from './useCheckedForm'
export { formSystemId, useFormSubmission, type FormSubmission } from './useFormSubmission'
export { usePasswordStrength, type PasswordStrengthState } from './usePasswordStrength'
export { ChoiceGroup, SectionSubmit, SelectField, TagListField, TextAreaField, type FieldOption } from './SectionFields'
export { useSectionForm, type SectionForm, type SectionFormOptions } from './useSectionForm'
