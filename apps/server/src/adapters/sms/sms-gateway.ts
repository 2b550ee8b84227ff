// The port every SMS provider implements. Message bodies may hold one-time codes: adapters never log them.

export interface SmsGateway {
  readonly name: string;
  /** Sends one message to an E.164 number; rejects when the provider refuses it. */
  send(phone: string, body: string): Promise<void>;
}
