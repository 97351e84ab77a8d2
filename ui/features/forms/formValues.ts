/** A form's text fields by name. */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']))

/** Moves focus to the first field marked invalid, after React has rendered the marks. */
export const focusFirstInvalid = (form: HTMLFormElement): void => {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
