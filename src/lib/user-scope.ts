/**
 * The start of every query key holding one user's server state, so sign-out can drop all of it in
 * one go and the next person on the device sees nothing of it.
 */
export const userScope = (userId: string) => ['account', userId] as const;
