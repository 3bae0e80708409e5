import { signInContract } from '../../contracts/sign-in-gateway';
import { createGatewayClient } from './client';

/** The calls of the sign-in page and the session (contracts/sign-in-gateway.ts). */
export const signInClient = createGatewayClient(signInContract);
