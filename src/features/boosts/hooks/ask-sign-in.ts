import { openAuthDialog } from '@/lib/auth-dialog';
import { BOOST_MESSAGES } from '../model/messages';

/** Part 2 §10: a visitor who asks for a boost gets the sign-in dialog, saying why. */
export function askSignInToBoost(): void {
  openAuthDialog('signin', BOOST_MESSAGES.signInToBoost);
}
