/**
 * The verifier's sessions: one login per identity (cached), or a fresh one when a scenario asks;
 * a logged-out session is retired so the next login gets a token of its own.
 */
import type { Contract } from './contract';
import { describeMissing, short } from './exchange-text';
import { TransportError, send, type HttpExchange, type SendOptions } from './http';
import { identityKey, readJsonPath, type Identity, type LoginRecipe } from './scenarios';

/** A setup step (login, a scenario's setup or teardown) did not answer as expected. */
export class StepFailure extends Error {}

/** Logs in once per identity (cached), or anew when asked. */
export class Sessions {
  private readonly cache = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly contract: Contract,
    private readonly sendOptions: SendOptions,
  ) {}

  /** Per identity: do not log in before this time (ms), see `retire`. */
  private readonly notBefore = new Map<string, number>();

  token(identity: Identity, fresh = false): Promise<string | undefined> {
    if (identity === 'none') return Promise.resolve(undefined);
    const key = identityKey(identity);
    if (fresh) return this.freshLogin(identity, key);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.login(identity, key);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  /** Tokens known to be logged out (see `retire`). */
  private readonly revoked = new Set<string>();

  /**
   * A session of `identity` was logged out. Servers whose tokens carry only sub/iat/exp issue the same
   * token for two logins in the same second; if the cached token is that very token it is revoked too,
   * so forget it; and log in again no earlier than the next second, so that the next login of this
   * identity (cached or fresh) does not get the revoked token back.
   */
  async retire(identity: Identity, token: string | undefined): Promise<void> {
    if (identity === 'none' || token === undefined) return;
    const key = identityKey(identity);
    this.revoked.add(token);
    this.notBefore.set(key, (Math.floor(Date.now() / 1000) + 1) * 1000 + 50);
    const cached = await this.cache.get(key)?.catch(() => undefined);
    if (cached === token) this.cache.delete(key);
  }

  /** A login of its own; once more a second later when the server handed back a token already logged out. */
  private async freshLogin(identity: Identity, key: string): Promise<string> {
    const token = await this.login(identity, key);
    if (!this.revoked.has(token)) return token;
    this.notBefore.set(key, (Math.floor(Date.now() / 1000) + 1) * 1000 + 50);
    return this.login(identity, key);
  }

  /**
   * One login call whose answer must be 200 with a string at `path`; anything else is a StepFailure
   * naming the step, the operation and the path (`login as … failed at RequestOTP (requestLoginOtp):
   * $.data.transaction_id missing (status 200; $.data has otp_ref)`), so every dependent line shows the cause.
   */
  private async call(who: string, step: string, operationId: string, path: string, body?: unknown): Promise<string> {
    const failed = `${who} failed at ${step} (${operationId})`;
    let answer: HttpExchange;
    try {
      answer = await send({ op: this.contract.operation(operationId), body }, this.sendOptions);
    } catch (error) {
      if (error instanceof TransportError) throw new StepFailure(`${failed}: unreachable: ${error.message} (${error.url})`);
      throw error;
    }
    if (answer.status !== 200) throw new StepFailure(`${failed}: ${short(answer)}`);
    const value = readJsonPath(answer.body, path);
    if (typeof value !== 'string' || value === '') throw new StepFailure(`${failed}: ${describeMissing(answer, path)}`);
    return value;
  }

  private async login(identity: Identity, key: string): Promise<string> {
    if (typeof identity === 'string' && identity !== 'guest') throw new Error(`unresolved identity "${identity}"`);
    const wait = (this.notBefore.get(key) ?? 0) - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (identity === 'guest') return this.call('guest session', 'GuestSession', 'createGuestSession', '$.data.token');
    const recipe = identity as LoginRecipe;
    if ('token' in recipe) return recipe.token;
    const [idType, idNumber] = 'national_id' in recipe ? ['national_id', recipe.national_id] : ['passport', recipe.passport];
    const who = `login as ${idType} ${idNumber}`;
    const transactionId = await this.call(who, 'RequestOTP', 'requestLoginOtp', '$.data.transaction_id', { id_type: idType, id_number: idNumber });
    return this.call(who, 'VerifyOTP', 'verifyLoginOtp', '$.data.token', { transaction_id: transactionId, otp: recipe.otp });
  }
}

