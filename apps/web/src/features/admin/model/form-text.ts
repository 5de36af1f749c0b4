/** A search form's text field as text ('' when absent; a file, which these forms never have, reads as ''). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
