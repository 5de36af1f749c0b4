/**
 * Demo portraits drawn at seed time (no downloads): a deterministic SVG face from shapes and colours chosen
 * by a pseudo-random generator seeded with the mentor's number: skin, hair style and colour, eyes, brows,
 * mouth, clothes, and sometimes glasses, a beard or earrings.
 */

/** mulberry32: a tiny deterministic generator, enough for picking demo colours and shapes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIN = ['#f6d3b3', '#eac09a', '#d9a877', '#c68e5b', '#a86f43', '#8a5532', '#6b3f24', '#f1c7a5'];
const HAIR = [
  '#1f1a17',
  '#3b2a20',
  '#5a3a22',
  '#8b5a2b',
  '#b7833f',
  '#d8b26a',
  '#9a9a9a',
  '#7a2e1f',
  '#2d3a8c',
];
const BACKGROUND = ['#fde2e4', '#e2ece9', '#dfe7fd', '#fff1c1', '#e8dff5', '#d7f2f0', '#fce1c9', '#e4f1d0'];
const CLOTHES = ['#264653', '#2a9d8f', '#e76f51', '#6d597a', '#355070', '#b56576', '#3a5a40', '#f4a261'];

export function portraitSvg(seed: number): string {
  const rnd = seededRandom(seed * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const bg = pick(BACKGROUND);
  const shirt = pick(CLOTHES);
  const hairStyle = Math.floor(rnd() * 6);
  const faceWidth = 34 + Math.floor(rnd() * 6);
  const faceHeight = 42 + Math.floor(rnd() * 6);
  const eyeY = 96 + Math.floor(rnd() * 4);
  const eyeGap = 14 + Math.floor(rnd() * 4);
  const smile = 4 + Math.floor(rnd() * 6);
  const glasses = rnd() < 0.25;
  const beard = hairStyle < 3 && rnd() < 0.3;
  const earrings = hairStyle >= 3 && rnd() < 0.4;

  const back: string[] = [];
  const front: string[] = [];
  switch (hairStyle) {
    case 0: // short
      front.push(
        `<path d="M${100 - faceWidth} 92 Q100 ${40 - faceHeight / 6} ${100 + faceWidth} 92 Q100 70 ${100 - faceWidth} 92Z" fill="${hair}"/>`,
      );
      break;
    case 1: // side part
      front.push(
        `<path d="M${98 - faceWidth} 100 Q90 40 ${104 + faceWidth} 96 Q120 66 80 74Z" fill="${hair}"/>`,
      );
      break;
    case 2: // bald with a little hair on the sides
      front.push(
        `<path d="M${101 - faceWidth} 104 q2 -14 8 -18 M${99 + faceWidth} 104 q-2 -14 -8 -18" stroke="${hair}" stroke-width="6" fill="none"/>`,
      );
      break;
    case 3: // long
      back.push(
        `<path d="M${92 - faceWidth} 100 Q100 30 ${108 + faceWidth} 100 L${112 + faceWidth} 160 L${88 - faceWidth} 160Z" fill="${hair}"/>`,
      );
      front.push(
        `<path d="M${100 - faceWidth} 96 Q100 46 ${100 + faceWidth} 96 Q104 72 ${100 - faceWidth} 96Z" fill="${hair}"/>`,
      );
      break;
    case 4: // bun
      back.push(`<circle cx="100" cy="${52 - faceHeight / 10}" r="16" fill="${hair}"/>`);
      front.push(
        `<path d="M${100 - faceWidth} 94 Q100 48 ${100 + faceWidth} 94 Q100 74 ${100 - faceWidth} 94Z" fill="${hair}"/>`,
      );
      break;
    default: // curls
      for (let i = 0; i < 9; i++) {
        const angle = Math.PI * (0.9 + (i / 8) * 1.2);
        const x = 100 + Math.cos(angle) * (faceWidth + 2);
        const y = 98 + Math.sin(angle) * (faceHeight - 2);
        front.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="12" fill="${hair}"/>`);
      }
  }

  const eye = (x: number) =>
    `<ellipse cx="${x}" cy="${eyeY}" rx="5" ry="4" fill="#fff"/><circle cx="${x}" cy="${eyeY}" r="2.6" fill="#2b2118"/>`;
  const brow = (x: number) =>
    `<path d="M${x - 7} ${eyeY - 9} q7 -4 14 0" stroke="${hair}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="Portrait">`,
    `<rect width="200" height="200" fill="${bg}"/>`,
    ...back,
    `<path d="M40 200 Q40 150 100 146 Q160 150 160 200Z" fill="${shirt}"/>`,
    `<rect x="90" y="128" width="20" height="22" rx="6" fill="${skin}"/>`,
    `<ellipse cx="${100 - faceWidth}" cy="104" rx="6" ry="9" fill="${skin}"/>`,
    `<ellipse cx="${100 + faceWidth}" cy="104" rx="6" ry="9" fill="${skin}"/>`,
    `<ellipse cx="100" cy="100" rx="${faceWidth}" ry="${faceHeight}" fill="${skin}"/>`,
    earrings
      ? `<circle cx="${100 - faceWidth}" cy="115" r="3" fill="#e9c46a"/><circle cx="${100 + faceWidth}" cy="115" r="3" fill="#e9c46a"/>`
      : '',
    eye(100 - eyeGap),
    eye(100 + eyeGap),
    brow(100 - eyeGap),
    brow(100 + eyeGap),
    `<path d="M100 ${eyeY + 6} q-4 10 0 12" stroke="#00000033" stroke-width="2" fill="none"/>`,
    beard
      ? `<path d="M${104 - faceWidth} 112 Q100 ${150 + faceHeight / 5} ${96 + faceWidth} 112 Q100 132 ${104 - faceWidth} 112Z" fill="${hair}"/>`
      : '',
    `<path d="M${92 - smile / 2} ${eyeY + 24} q${8 + smile / 2} ${smile} ${16 + smile} 0" stroke="#8c3b3b" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    glasses
      ? `<g stroke="#333" stroke-width="2" fill="none"><circle cx="${100 - eyeGap}" cy="${eyeY}" r="9"/><circle cx="${100 + eyeGap}" cy="${eyeY}" r="9"/><path d="M${100 - eyeGap + 9} ${eyeY} H${100 + eyeGap - 9}"/></g>`
      : '',
    ...front,
    `</svg>`,
  ];
  return parts.filter(Boolean).join('');
}
