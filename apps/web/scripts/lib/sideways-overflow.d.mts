/** What sticks out of the page sideways (see sideways-overflow.mjs); runs in the page via page.evaluate. */
export function findSidewaysOverflow(): string[];
