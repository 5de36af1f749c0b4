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
] as const;

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

/** Applications awaiting approval (is_verified false). */
export const APPLICANT_NAMES: [string, string, number][] = [
  ['Paul', 'Neumann', 0],
  ['Camila', 'Duarte', 4],
  ['Sean', 'Murphy', 14],
];

/** A bio pasted with its markup, including a script and an image with an event handler. */
export const APPLICANT_PASTED_BIO =
  'I teach <b>folk</b> and <i>rock</i> guitar and have played in pubs across Ireland for 14 years.' +
  '<script>window.__pastedBioRan = true</script>' +
  '<img src="x" onerror="window.__pastedBioRan = true"> Lessons are relaxed, song-based and built around ' +
  'what you want to play, with a short practice plan after every session.';

export const HEADLINES = [
  (skill: string, style: string) => `${skill} lessons that make ${style.toLowerCase()} feel natural`,
  (skill: string, style: string) =>
    `Learn ${skill.toLowerCase()} through the songs you love, from ${style} to more`,
  (skill: string, style: string) => `${style} ${skill.toLowerCase()} with a clear plan and honest feedback`,
  (skill: string) => `Patient ${skill.toLowerCase()} teacher for beginners and returning players`,
  (skill: string, style: string) =>
    `Touring ${style.toLowerCase()} musician teaching ${skill.toLowerCase()} online`,
  (skill: string) => `Build real ${skill.toLowerCase()} technique in short, focused weekly lessons`,
  (skill: string, style: string) => `From first notes to your first gig: ${skill.toLowerCase()} and ${style}`,
  (skill: string) => `Conservatory-trained ${skill.toLowerCase()} coach with a relaxed, friendly style`,
];

export const BIO_OPENINGS = [
  (name: string, years: number, skill: string, city: string) =>
    `Hi, I'm ${name}. I have been playing ${skill.toLowerCase()} for ${years} years and teaching from my studio in ${city}.`,
  (name: string, years: number, skill: string, city: string) =>
    `I'm ${name}, a ${skill.toLowerCase()} player and teacher based in ${city} with ${years} years on stage and in the studio.`,
  (name: string, years: number, skill: string, city: string) =>
    `${name} here: ${years} years of ${skill.toLowerCase()}, hundreds of students, and still excited by every lesson in ${city}.`,
];

export const BIO_APPROACHES = [
  (style: string) =>
    `We start from the music you want to play, mostly ${style.toLowerCase()}, and work backwards to the technique it needs.`,
  (style: string) =>
    `Every lesson mixes technique, ear training and a piece of ${style.toLowerCase()} repertoire, so you always leave with something to play.`,
  (style: string) =>
    `I explain the theory behind each ${style.toLowerCase()} idea in plain words and give you short practice routines that fit a busy week.`,
  (style: string) =>
    `Expect honest feedback, recordings of your progress and a practice plan built around ${style.toLowerCase()} grooves you enjoy.`,
];

export const BIO_AUDIENCES = [
  'Beginners are very welcome, and so are experienced players preparing for auditions or exams.',
  'I work best with adult learners who want steady progress without pressure.',
  'Teenagers, adults and band musicians who want to tighten their playing all feel at home here.',
  'If you have been stuck on a plateau for a while, we will find out why and fix it together.',
];

export const REVIEW_MESSAGES = [
  'Clear explanations and a lot of patience. I finally understand what I am practising and why.',
  'Great energy in every lesson. I learned more in a month than in a year on my own.',
  'Very structured lessons with useful homework. Highly recommended!',
  'Friendly, knowledgeable and always on time.',
  'Helped me prepare for my first concert. I felt ready on the day.',
  'Good teacher, although I would have liked a bit more theory.',
  '',
  'Lessons are fun and relaxed, and the practice plans really work.',
];
