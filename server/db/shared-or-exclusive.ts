/**
 * Who may use the embedded database's one connection (issue 16 item 4): calls share it, their
 * statements sent to PGlite's worker side by side (it runs them one after another, as they came);
 * a transaction has it to itself, from BEGIN to COMMIT. First come, first served: a call that
 * arrives while a transaction waits for the connection waits behind it, so neither starves.
 */
export class SharedOrExclusive {
  private sharing = 0;
  private held = false;
  private readonly waiting: Array<{ exclusive: boolean; wake: () => void }> = [];

  /** Resolves once the caller may go on; `release` with the same kind when done. */
  acquire(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.mayStart(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise<void>((wake) => this.waiting.push({ exclusive, wake }));
  }

  release(exclusive: boolean): void {
    if (exclusive ? !this.held : this.sharing === 0) throw new Error('Released a hold on the database connection that was not taken');
    if (exclusive) this.held = false;
    else this.sharing--;
    while (this.waiting.length > 0 && this.mayStart(this.waiting[0]!.exclusive)) {
      const next = this.waiting.shift()!;
      this.take(next.exclusive);
      next.wake();
    }
  }

  async with<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    await this.acquire(exclusive);
    try {
      return await work();
    } finally {
      this.release(exclusive);
    }
  }

  private mayStart(exclusive: boolean): boolean {
    return exclusive ? !this.held && this.sharing === 0 : !this.held;
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.held = true;
    else this.sharing++;
  }
}
