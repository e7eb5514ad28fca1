/**
 * The verifier's sessions: one login per identity (cached), or a fresh one when a scenario asks;
 * a logged-out session is retired so the next login gets a token of its own.
 */
import type { Contract } from './contract';
import { short } from './exchange-text';
import { send, type HttpExchange, type SendOptions } from './http';
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

  private async call(operationId: string, body?: unknown): Promise<HttpExchange> {
    return send({ op: this.contract.operation(operationId), body }, this.sendOptions);
  }

  private async login(identity: Identity, key: string): Promise<string> {
    if (typeof identity === 'string' && identity !== 'guest') throw new Error(`unresolved identity "${identity}"`);
    const wait = (this.notBefore.get(key) ?? 0) - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (identity === 'guest') {
      const session = await this.call('createGuestSession');
      const token = readJsonPath(session.body, '$.data.token');
      if (session.status !== 200 || typeof token !== 'string') {
        throw new StepFailure(`guest session failed: ${short(session)}`);
      }
      return token;
    }
    const recipe = identity as LoginRecipe;
    if ('token' in recipe) return recipe.token;
    const [idType, idNumber] = 'national_id' in recipe ? ['national_id', recipe.national_id] : ['passport', recipe.passport];
    const who = `${idType} ${idNumber}`;
    const challenge = await this.call('requestLoginOtp', { id_type: idType, id_number: idNumber });
    const transactionId = readJsonPath(challenge.body, '$.data.transaction_id');
    if (challenge.status !== 200 || typeof transactionId !== 'string') {
      throw new StepFailure(`login as ${who} failed at RequestOTP: ${short(challenge)}`);
    }
    const session = await this.call('verifyLoginOtp', { transaction_id: transactionId, otp: recipe.otp });
    const token = readJsonPath(session.body, '$.data.token');
    if (session.status !== 200 || typeof token !== 'string') {
      throw new StepFailure(`login as ${who} failed at VerifyOTP: ${short(session)}`);
    }
    return token;
  }
}

