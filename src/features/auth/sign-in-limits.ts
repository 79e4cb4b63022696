/**
 * The contract's limits of the sign-in request (`LoginRequest` in openapi.yaml). The sign-in page
 * paints first and stays light, so it does not load the generated table of every limit; a test
 * keeps these equal to it.
 */
export const SIGN_IN_LIMITS = { email: 254, password: 128 } as const;
