/** The mentor's students (issue 18 item 4): texts, without zod, so the web app can import them. */
export const studentsMessages = {
  onlyMentors: 'Only mentors have students.',
  notYourStudent: 'No such student.',
  title: 'Students',
  empty: 'No students yet. When a student books a lesson with you, they appear here.',
  lessonsTaught: 'Lessons taught',
  creditsLeft: 'Package credits left',
  nextLesson: 'Next lesson',
  noNextLesson: 'None booked',
  message: 'Message',
  history: 'Lesson history',
  loadFailed: 'Failed to load your students. Please try again later.',
} as const;
