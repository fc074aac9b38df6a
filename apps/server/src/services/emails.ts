import type { ContactBody } from '@stratblocks/contracts';
import type { MailMessage } from '../infra/mail';

/** The texts of the emails the server sends. */
export function verificationEmail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your StratBlocks verification code: ${code}`,
    text: [
      `Your StratBlocks verification code is ${code}.`,
      '',
      'Enter it on the verification page to activate your account. It expires in 15 minutes.',
      'If you did not sign up for StratBlocks, you can ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your StratBlocks password reset code: ${code}`,
    text: [
      `Your StratBlocks password reset code is ${code}.`,
      '',
      'Enter it with your new password to reset it. It expires in 15 minutes.',
      'If you did not ask to reset your password, you can ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** To a verified account's address when someone signs up with it again. */
export function accountExistsEmail(to: string): MailMessage {
  return {
    to,
    subject: 'You already have a StratBlocks account',
    text: [
      'Someone, hopefully you, just tried to sign up for StratBlocks with this email.',
      '',
      'You already have an account: sign in, or reset your password with "Forgot Password?" on the',
      'sign-in page if you do not remember it. Nothing about your account has changed.',
      'If this was not you, you can ignore this email.',
    ].join('\n'),
  };
}

/** To a verified account's address when someone asks for a new verification code. */
export function alreadyVerifiedEmail(to: string): MailMessage {
  return {
    to,
    subject: 'Your StratBlocks email is already verified',
    text: [
      'Someone, hopefully you, asked for a new verification code for this email.',
      '',
      'Your email is already verified: sign in, or reset your password with "Forgot Password?" on the',
      'sign-in page if you do not remember it. Nothing about your account has changed.',
      'If this was not you, you can ignore this email.',
    ].join('\n'),
  };
}

/** The name and subject are one line each (ContactBodySchema turns line breaks into spaces). */
export function contactEmail(to: string, message: ContactBody, id: number): MailMessage {
  const { subject } = message;
  return {
    to,
    replyTo: message.email,
    subject: `[StratBlocks contact #${id}] ${subject}`,
    text: [`From: ${message.name} <${message.email}>`, `Subject: ${subject}`, '', message.message].join('\n'),
  };
}
