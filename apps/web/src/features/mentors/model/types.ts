/** The mentor catalogue's shapes (DATA-08..10): the contract's types, under the names the web app uses. */
export type {
  LookupItem as NamedItem,
  Mentor as MentorListItem,
  MentorListResponse as MentorSearchAnswer,
  MentorPage,
  MentorProfile,
} from '@app/contract';
