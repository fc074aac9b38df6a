import {
  ACCOUNT_TYPES,
  LANGUAGES,
  TIMEZONES,
  UserSettingsSchema,
  type UpdateMeBody,
  type User,
  type UserSettings,
} from '@stratblocks/contracts';
import type { UserRecord, UserRepository } from '../db/users';
import type { StrategyService } from './strategies';

function oneOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Stored settings with the defaults of anything missing (or everything, if the text is damaged). */
function readSettings(stored: unknown): UserSettings {
  const parsed = UserSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : UserSettingsSchema.parse({});
}

/** The signed-in user's own account: GET and PATCH /api/auth/me. */
export class ProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly strategies: StrategyService,
  ) {}

  async me(user: UserRecord): Promise<User> {
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      account_type: oneOf(ACCOUNT_TYPES, user.accountType, 'free'),
      created_at: user.createdAt,
      is_verified: user.isVerified,
      last_login_at: user.lastLoginAt,
      total_backtests_run: user.totalBacktestsRun,
      strategy_count: await this.strategies.count(user.id),
      language: oneOf(LANGUAGES, user.language, 'en'),
      timezone: oneOf(TIMEZONES, user.timezone, 'UTC'),
      settings: readSettings(user.settings),
    };
  }

  /** Applies the given fields; settings are merged into the stored ones. */
  async update(user: UserRecord, body: UpdateMeBody): Promise<User> {
    const settings = body.settings ? { ...readSettings(user.settings), ...body.settings } : undefined;
    await this.users.update(user.id, {
      ...(body.username !== undefined && { username: body.username }),
      ...(body.language !== undefined && { language: body.language }),
      ...(body.timezone !== undefined && { timezone: body.timezone }),
      ...(settings !== undefined && { settings }),
    });
    const updated = await this.users.findById(user.id);
    return this.me(updated ?? user);
  }
}
