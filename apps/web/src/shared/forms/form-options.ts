/**
 * The options every form passes to useForm, so that moving to react-hook-form kept what people saw: a
 * form is checked when it is submitted and not while typing afterwards (its messages stay until the next
 * submit), and a failed check does not move the focus (none of the forms did).
 */
export const FORM_OPTIONS = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
