/** The practice feature's public face (issue 18 item 3). */
export { LessonNotesPage } from './pages/lesson-notes-page.tsx';
export { PracticePage } from './pages/practice-page.tsx';
export { AssignmentCard } from './components/assignment-card.tsx';
