/** Words of the demo catalogue: lookups, people, places and the parts headlines and bios are built from. */

export const SKILLS = [
  'Guitar',
  'Piano',
  'Drums',
  'Bass',
  'Voice',
  'Saxophone',
  'Music production',
  'Music theory',
  'Violin',
  'Ukulele',
] as const;
export const STYLES = [
  'Rock',
  'Jazz',
  'Classical',
  'Pop',
  'Blues',
  'Metal',
  'Funk',
  'Hip-hop',
  'Electronic',
  'Folk',
  'Latin',
  'R&B/Soul',
  'Country',
] as const;
export const LANGUAGES = [
  'English',
  'Spanish',
  'German',
  'French',
  'Portuguese',
  'Italian',
  'Dutch',
  'Polish',
  'Japanese',
  'Hindi',
] as const;

/** Country, time zone and the language spoken there (besides English). */
export const PLACES = [
  { country: 'DE', timezone: 'Europe/Berlin', language: 'German', city: 'Berlin' },
  { country: 'US', timezone: 'America/New_York', language: 'English', city: 'New York' },
  { country: 'IN', timezone: 'Asia/Kolkata', language: 'Hindi', city: 'Mumbai' },
  { country: 'AU', timezone: 'Australia/Sydney', language: 'English', city: 'Sydney' },
  { country: 'BR', timezone: 'America/Sao_Paulo', language: 'Portuguese', city: 'São Paulo' },
  { country: 'JP', timezone: 'Asia/Tokyo', language: 'Japanese', city: 'Tokyo' },
  { country: 'ES', timezone: 'Europe/Madrid', language: 'Spanish', city: 'Madrid' },
  { country: 'FR', timezone: 'Europe/Paris', language: 'French', city: 'Lyon' },
  { country: 'PL', timezone: 'Europe/Warsaw', language: 'Polish', city: 'Kraków' },
  { country: 'IT', timezone: 'Europe/Rome', language: 'Italian', city: 'Bologna' },
  { country: 'NL', timezone: 'Europe/Amsterdam', language: 'Dutch', city: 'Utrecht' },
  { country: 'SE', timezone: 'Europe/Stockholm', language: 'English', city: 'Gothenburg' },
  { country: 'MX', timezone: 'America/Mexico_City', language: 'Spanish', city: 'Guadalajara' },
  { country: 'US', timezone: 'America/Los_Angeles', language: 'English', city: 'Los Angeles' },
  { country: 'GB', timezone: 'Europe/London', language: 'English', city: 'Manchester' },
  { country: 'IE', timezone: 'Europe/Dublin', language: 'English', city: 'Galway' },
] as const;

type Skill = (typeof SKILLS)[number];
type Style = (typeof STYLES)[number];

/**
 * How a bio and a headline speak of each instrument ("I teach drums", "a drummer", "drum lessons"), the
 * styles its teachers play (a violinist's styles are not hip-hop) and the second instrument a few of them
 * teach. The demo-seed coherence test checks that every bio names one of the mentor's own instruments.
 */
export const SKILL_WORDS: Record<
  Skill,
  { subject: string; player: string; lessons: string; styles: Style[]; alongside: Skill }
> = {
  Guitar: {
    subject: 'guitar',
    player: 'guitarist',
    lessons: 'Guitar',
    styles: ['Rock', 'Blues', 'Folk', 'Jazz', 'Metal', 'Country', 'Latin', 'Pop'],
    alongside: 'Music theory',
  },
  Piano: {
    subject: 'piano',
    player: 'pianist',
    lessons: 'Piano',
    styles: ['Classical', 'Jazz', 'Pop', 'Blues', 'R&B/Soul', 'Latin'],
    alongside: 'Music theory',
  },
  Drums: {
    subject: 'drums',
    player: 'drummer',
    lessons: 'Drum',
    styles: ['Rock', 'Funk', 'Jazz', 'Metal', 'Latin', 'Hip-hop'],
    alongside: 'Music production',
  },
  Bass: {
    subject: 'bass',
    player: 'bassist',
    lessons: 'Bass',
    styles: ['Funk', 'Rock', 'Jazz', 'R&B/Soul', 'Metal', 'Latin'],
    alongside: 'Guitar',
  },
  Voice: {
    subject: 'voice',
    player: 'singer',
    lessons: 'Voice',
    styles: ['Pop', 'R&B/Soul', 'Jazz', 'Classical', 'Country', 'Folk'],
    alongside: 'Piano',
  },
  Saxophone: {
    subject: 'saxophone',
    player: 'saxophonist',
    lessons: 'Saxophone',
    styles: ['Jazz', 'Funk', 'Blues', 'R&B/Soul', 'Latin', 'Pop'],
    alongside: 'Music theory',
  },
  'Music production': {
    subject: 'music production',
    player: 'producer',
    lessons: 'Music production',
    styles: ['Electronic', 'Hip-hop', 'Pop', 'R&B/Soul', 'Rock'],
    alongside: 'Piano',
  },
  'Music theory': {
    subject: 'music theory',
    player: 'composer',
    lessons: 'Music theory',
    styles: ['Classical', 'Jazz', 'Pop', 'Rock', 'Electronic'],
    alongside: 'Piano',
  },
  Violin: {
    subject: 'violin',
    player: 'violinist',
    lessons: 'Violin',
    styles: ['Classical', 'Folk', 'Country', 'Jazz', 'Latin'],
    alongside: 'Music theory',
  },
  Ukulele: {
    subject: 'ukulele',
    player: 'ukulele player',
    lessons: 'Ukulele',
    styles: ['Folk', 'Pop', 'Country', 'Latin', 'Blues'],
    alongside: 'Guitar',
  },
};

/** [first name, last name, index into PLACES]. */
export const MENTOR_NAMES: [string, string, number][] = [
  ['José', 'Álvarez', 6],
  ['Zoë', 'Hartmann', 0],
  ['Björn', 'Lindqvist', 11],
  ['Łukasz', 'Kowalski', 8],
  ['Chloé', 'Moreau', 7],
  ['Aiko', 'Tanaka', 5],
  ['Priya', 'Sharma', 2],
  ['Lucas', 'Oliveira', 4],
  ['Emma', 'Walsh', 3],
  ['Marcus', 'Reed', 1],
  ['Giulia', 'Bianchi', 9],
  ['Daan', 'de Vries', 10],
  ['Sofía', 'Hernández', 12],
  ['Tyler', 'Brooks', 13],
  ['Olivia', 'Bennett', 14],
  ['Jonas', 'Becker', 0],
  ['Hiro', 'Sato', 5],
  ['Ananya', 'Iyer', 2],
  ['Rafael', 'Costa', 4],
  ['Noah', 'Kelly', 3],
  ['Maya', 'Goldberg', 1],
  ['Lorenzo', 'Ricci', 9],
  ['Fleur', 'Jansen', 10],
  ['Mateo', 'Ruiz', 12],
  ['Ava', 'Nguyen', 13],
  ['Oliver', 'Hughes', 14],
  ['Léa', 'Dubois', 7],
  ['Agnieszka', 'Nowak', 8],
  ['Carmen', 'López', 6],
  ['Felix', 'Schneider', 0],
  ['Yuki', 'Nakamura', 5],
  ['Arjun', 'Mehta', 2],
  ['Beatriz', 'Santos', 4],
  ['Liam', "O'Connor", 3],
  ['Isabella', 'Rossi', 9],
  ['Sem', 'Bakker', 10],
  ['Diego', 'Morales', 12],
  ['Grace', 'Turner', 1],
  ['Ethan', 'Cole', 13],
  ['Amelia', 'Clarke', 14],
  ['Antoine', 'Lefèvre', 7],
  ['Kasia', 'Wiśniewska', 8],
  ['Pablo', 'Fernández', 6],
  ['Lena', 'Wagner', 0],
  ['Kenji', 'Watanabe', 5],
  ['Kavya', 'Reddy', 2],
  ['Thiago', 'Pereira', 4],
  ['Ruby', 'Mitchell', 3],
  ['Jamal', 'Carter', 1],
  ['Francesca', 'Greco', 9],
  ['Noor', 'Visser', 10],
  ['Valentina', 'Castro', 12],
  ['Mason', 'Rivera', 13],
  ['Harry', 'Evans', 14],
  ['Inès', 'Girard', 7],
  ['Ingrid', 'Svensson', 11],
  ['Renée', 'Fischer', 0],
  ['Raúl', 'Jiménez', 6],
  ['Sakura', 'Kobayashi', 5],
  ['Vikram', 'Nair', 2],
  ['João', 'Ribeiro', 4],
  ['Nina', 'Petrović', 0],
];

/** The README's mentor account (mentor@example.com): a pianist in Berlin, after the demo catalogue's mentors. */
export const DEMO_MENTOR = {
  firstName: 'Maya',
  lastName: 'Keller',
  place: 0,
  bio:
    "Hi, I'm Maya, a pianist in Berlin. I have taught piano and music theory for 12 years, mostly to adults " +
    'who always wanted to understand the music they play. We start from pieces you love, from Chopin to jazz ' +
    'standards, and learn the chords and voicings behind them. Beginners and returning players are equally welcome.',
} as const;

/** Applications awaiting approval (is_verified false). */
export const APPLICANT_NAMES: [string, string, number][] = [
  ['Paul', 'Neumann', 0],
  ['Camila', 'Duarte', 4],
  ['Sean', 'Murphy', 15],
];

/** A bio pasted with its markup, including a script and an image with an event handler. */
export const APPLICANT_PASTED_BIO =
  'I teach <b>folk</b> and <i>rock</i> guitar and have played in pubs across Ireland for 14 years.' +
  '<script>window.__pastedBioRan = true</script>' +
  '<img src="x" onerror="window.__pastedBioRan = true"> Lessons are relaxed, song-based and built around ' +
  'what you want to play, with a short practice plan after every session.';

/** Headlines from the instrument's words (SKILL_WORDS) and the mentor's first style. */
export const HEADLINES = [
  (lessons: string, subject: string, style: string) =>
    `${lessons} lessons that make ${style.toLowerCase()} feel natural`,
  (lessons: string, subject: string, style: string) =>
    `Learn ${subject} through the songs you love, from ${style} to more`,
  (lessons: string, subject: string, style: string) =>
    `${style} ${subject} with a clear plan and honest feedback`,
  (lessons: string, subject: string) => `Patient ${subject} teacher for beginners and returning players`,
  (lessons: string, subject: string, style: string) =>
    `Touring ${style.toLowerCase()} musician teaching ${subject} online`,
  (lessons: string) => `${lessons} lessons in short, focused weekly steps that build real technique`,
  (lessons: string, subject: string, style: string) =>
    `From first notes to your first gig: ${subject} and ${style}`,
  (lessons: string, subject: string) =>
    `Conservatory-trained ${subject} coach with a relaxed, friendly style`,
];

/** The bio's first sentence names the instrument (subject) and what its players are called (player). */
export const BIO_OPENINGS = [
  (name: string, years: number, words: { subject: string; player: string }, city: string) =>
    `Hi, I'm ${name}, a ${words.player} from ${city}. I have taught ${words.subject} for ${years} years, online and in my studio.`,
  (name: string, years: number, words: { subject: string; player: string }, city: string) =>
    `I'm ${name}, a ${words.player} based in ${city} with ${years} years on stage and in the studio, and teaching ${words.subject} is the best part of my week.`,
  (name: string, years: number, words: { subject: string; player: string }, city: string) =>
    `${name} here: ${years} years of teaching ${words.subject}, hundreds of students, and still excited by every lesson from my studio in ${city}.`,
];

export const BIO_APPROACHES = [
  (style: string) =>
    `We start from the music you want to play, mostly ${style.toLowerCase()}, and work backwards to the technique it needs.`,
  (style: string) =>
    `Every lesson mixes technique, ear training and a piece of ${style.toLowerCase()} repertoire, so you always leave with something to play.`,
  (style: string) =>
    `I explain the theory behind each ${style.toLowerCase()} idea in plain words and give you short practice routines that fit a busy week.`,
  (style: string) =>
    `Expect honest feedback, recordings of your progress and a practice plan built around the ${style.toLowerCase()} pieces you enjoy.`,
];

export const BIO_AUDIENCES = [
  'Beginners are very welcome, and so are experienced players preparing for auditions or exams.',
  'I work best with adult learners who want steady progress without pressure.',
  'Teenagers, adults and band musicians who want to tighten their playing all feel at home here.',
  'If you have been stuck on a plateau for a while, we will find out why and fix it together.',
];

/** The demo students who wrote the reviews (student01@example.com onwards), as reviewers are shown. */
export const REVIEWER_NAMES: [string, string][] = [
  ['Emily', 'Parker'],
  ['Daniel', 'Kim'],
  ['Laura', 'Schmidt'],
  ['Tomás', 'García'],
  ['Sophie', 'Martin'],
  ['James', "O'Brien"],
  ['Mia', 'Johansson'],
  ['Ravi', 'Patel'],
  ['Elena', 'Popescu'],
  ['Lukas', 'Weber'],
  ['Chiara', 'Romano'],
  ['Ben', 'Thompson'],
  ['Yara', 'Haddad'],
  ['Pierre', 'Laurent'],
  ['Anna', 'Kowalczyk'],
  ['Kenta', 'Mori'],
  ['Isabel', 'Ferreira'],
  ['Oscar', 'Lindgren'],
  ['Hannah', 'Cohen'],
  ['Samuel', 'Okafor'],
];

/** What a happy student writes (a review whose three ratings average 4.5 or more); '' = no text. */
export const REVIEW_MESSAGES = [
  'Clear explanations and a lot of patience. I finally understand what I am practising and why.',
  'Great energy in every lesson. I learned more in a month than in a year on my own.',
  'Very structured lessons with useful homework. Highly recommended!',
  'Friendly, knowledgeable and always on time.',
  'Helped me prepare for my first concert. I felt ready on the day.',
  '',
  'Lessons are fun and relaxed, and the practice plans really work.',
];

/** What a student with a reservation writes (average below 4.5). */
export const MIXED_REVIEW_MESSAGES = [
  'Good teacher, although I would have liked a bit more theory.',
  'Knows a lot, but the first lessons felt a little rushed.',
  '',
  'Solid lessons. It took us a few weeks to find the right pace.',
];
