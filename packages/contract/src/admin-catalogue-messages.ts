/**
 * The staff catalogue (issue 21 item 5, ADR 73): the three lists staff keep, and their texts, without zod,
 * so the web app's lazy staff chunk imports them and the server sends the same sentences.
 */

/** The lists, by the name their calls use (/api/admin/catalogue/{list}/). */
export const CATALOGUE_LISTS = ['instruments', 'styles', 'languages'] as const;
export type CatalogueList = (typeof CATALOGUE_LISTS)[number];

/** One entry of each list, as a sentence names it. */
export const catalogueEntryWord: Record<CatalogueList, string> = {
  instruments: 'instrument',
  styles: 'style',
  languages: 'language',
};
export const catalogueListTitles: Record<CatalogueList, string> = {
  instruments: 'Instruments and subjects',
  styles: 'Styles',
  languages: 'Languages',
};

/** The longest name of an entry, counted after trimming. */
export const CATALOGUE_NAME_MAX = 60;

export const catalogueMessages = {
  nameRequired: 'Please enter a name.',
  nameTooLong: `Please keep the name under ${CATALOGUE_NAME_MAX} characters.`,
  listInvalid: 'Choose instruments, styles or languages.',
  duplicate: (list: CatalogueList, existing: string) =>
    `There is already ${list === 'instruments' ? 'an' : 'a'} ${catalogueEntryWord[list]} called “${existing}”.`,
  notFound: 'No such entry.',
  loadFailed: 'Failed to load the catalogue. Please try again.',
  added: (name: string) => `“${name}” added.`,
  renamed: (name: string) => `Renamed to “${name}”.`,
  hidden: (name: string) => `“${name}” is hidden from new choices.`,
  shown: (name: string) => `“${name}” is offered again.`,
} as const;

/** The masterclass form's pickers (issue 21 item 5). */
export const MASTERCLASS_MENTOR_SEARCH_LIMIT = 20;
/** An uploaded masterclass image, checked by content: PNG, JPEG or WebP, at most this many bytes. */
export const MASTERCLASS_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** The multipart file field of the upload. */
export const MASTERCLASS_IMAGE_FIELD = 'image';

export const masterclassPickerMessages = {
  imageRequired: 'Please choose an image.',
  imageInvalid: 'Please choose a PNG, JPEG or WebP image.',
  imageTooLarge: `Please choose an image under ${MASTERCLASS_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  imageUploaded: 'Image uploaded.',
  imageUploadFailed: 'The image could not be uploaded. Please try again.',
  searchTooLong: 'Please type at most 100 characters.',
  mentorSearchFailed: 'Failed to search mentors. Please try again.',
} as const;
