import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface ContactMessageRepository {
  /** Returns the new message's id. */
  create(message: ContactMessage): Promise<number>;
  findById(id: number): Promise<(ContactMessage & { id: number }) | null>;
}

export class KyselyContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(message: ContactMessage): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        created_at: message.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async findById(id: number): Promise<(ContactMessage & { id: number }) | null> {
    const row = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { created_at: createdAt, ...rest } = row;
    return { ...rest, createdAt };
  }
}
