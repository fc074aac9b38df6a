// A real SMTP server for the browser suite, in its own process (started by Playwright's webServer
// before the app): the app sends its mail here (SMTP_URL), and tests read it over HTTP.
//   SMTP on E2E_SMTP_PORT, HTTP on E2E_MAIL_PORT: GET /messages?to=<email> -> [{to, subject, text}]
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const smtpPort = Number(process.env['E2E_SMTP_PORT'] ?? 3925);
const httpPort = Number(process.env['E2E_MAIL_PORT'] ?? 3926);
const messages: SinkMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(found));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
