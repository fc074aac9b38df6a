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

export function contactEmail(to: string, message: ContactBody, id: number): MailMessage {
  const subject = message.subject.replace(/[\r\n]+/g, ' ');
  return {
    to,
    replyTo: message.email,
    subject: `[StratBlocks contact #${id}] ${subject}`,
    text: [`From: ${message.name} <${message.email}>`, `Subject: ${subject}`, '', message.message].join('\n'),
  };
}
