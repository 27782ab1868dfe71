/** A listener set with hooks for the first subscriber and the last unsubscriber (query-core's Subscribable). */
export class Subscribable<TListener extends (...args: never[]) => void> {
  protected readonly listeners = new Set<TListener>();

  subscribe(listener: TListener): () => void {
    this.listeners.add(listener);
    this.onSubscribe();
    return () => {
      this.listeners.delete(listener);
      this.onUnsubscribe();
    };
  }

  hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  protected onSubscribe(): void {}

  protected onUnsubscribe(): void {}
}
