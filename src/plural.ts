/** A count and its noun, singular for 1: "1 group", "2 groups" (a noun whose plural adds "s"). */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
