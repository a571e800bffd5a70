import { isEmail } from '@/lib/email';
import { SERVER_RULES } from '@/lib/server-rules';

/** Part 1 §9: the shortest password the app accepts. */
const PASSWORD_MIN_LENGTH = 6;

/** A form refusal shown to the user: a short title and the sentence that explains it. */
export interface FormProblem {
  title: string;
  message: string;
}

const PASSWORD_MISMATCH: FormProblem = {
  title: 'Password Mismatch',
  message: 'Passwords do not match. Please try again.',
};

const PASSWORD_TOO_SHORT: FormProblem = {
  title: 'Password Too Short',
  message: 'Password must be at least 6 characters long.',
};

const RESET_EMAIL_REQUIRED: FormProblem = {
  title: 'Email Required',
  message: 'Please enter your email to reset your password.',
};

const ID_REMINDER_EMAIL_REQUIRED: FormProblem = {
  title: 'Email Required',
  message: 'Enter your email so we can send your login ID reminder.',
};

const FULL_NAME_REQUIRED: FormProblem = {
  title: 'Missing Information',
  message: 'Please enter your full name.',
};

const EMAIL_INVALID: FormProblem = {
  title: 'Missing Information',
  message: 'Please enter a valid email address.',
};

const PASSWORD_REQUIRED: FormProblem = {
  title: 'Missing Information',
  message: 'Please enter your password.',
};

/** Names the user may type: the database keeps at most this much of full_name. */
export const FULL_NAME_MAX_LENGTH: number = SERVER_RULES.textLimits.profileFullName;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  fullName: string;
  confirmPassword: string;
}

export function validateSignIn({ email, password }: SignInValues): FormProblem | null {
  if (!isEmail(email)) return EMAIL_INVALID;
  if (password === '') return PASSWORD_REQUIRED;
  return null;
}

/** A new password and its confirmation (sign-up and the reset dialog, part 1 §5). */
export function validateNewPassword(password: string, confirmPassword: string): FormProblem | null {
  if (password !== confirmPassword) return PASSWORD_MISMATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Part 1 §5: full name, email and password required; passwords match; at least 6 characters. */
export function validateSignUp(values: SignUpValues): FormProblem | null {
  if (values.fullName.trim() === '') return FULL_NAME_REQUIRED;
  if (!isEmail(values.email)) return EMAIL_INVALID;
  if (values.password === '') return PASSWORD_REQUIRED;
  return validateNewPassword(values.password, values.confirmPassword);
}

/** Forgot password and forgot ID both start from the email field of the sign-in form. */
export function validateEmailFor(
  action: 'password-reset' | 'id-reminder',
  email: string,
): FormProblem | null {
  if (email.trim() === '') {
    return action === 'password-reset' ? RESET_EMAIL_REQUIRED : ID_REMINDER_EMAIL_REQUIRED;
  }
  return isEmail(email) ? null : EMAIL_INVALID;
}
