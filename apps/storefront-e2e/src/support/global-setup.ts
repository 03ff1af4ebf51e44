import { startMailCapture } from './mailbox';

/** Starts the capture SMTP server the API mails to for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCapture();
}
