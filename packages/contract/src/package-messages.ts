/** Exact texts of lesson packages and credits (issue 18 item 2). */
export const packageMessages = {
  lessonsChoice: 'A package has 5, 10 or 20 lessons.',
  discountRange: 'The discount is a whole number from 0 to 30 percent.',
  sessionNotYours: 'Choose one of your own session lengths.',
  packageNotFound: 'Package not found.',
  buyOwnPackage: 'You cannot buy your own package.',
  noCredit: 'You have no lesson credit with this mentor for this length.',
  creditNotWithTrialOrPromo: 'A lesson paid with a credit takes no free trial and no promo code.',
  creditOneLesson:
    'A lesson credit pays for one lesson: book weekly lessons one at a time with credits, or pay for the series.',
  creditReturned: 'Lesson cancelled. Your lesson credit is back.',
  nothingToRefund: 'You have no unused lesson credits to refund.',
  refunded: (amount: string, lessons: number) =>
    `${lessons} unused lesson credit${lessons === 1 ? '' : 's'} refunded: ${amount}.`,
} as const;
