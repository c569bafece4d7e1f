/**
 * The embedded engine's state: indexes by name, each with its settings and records; a replica
 * shares its primary's records and sorts them by its own ranking (spec 9.2 sorts). Writes are
 * applied at once; tasks are reported published, which is what `waitForTask` waits for.
 */
import { indexSettingsSchema, type IndexSettings } from '../../schema/search/settings';
import { Collection, type SearchObject } from './collection';

export type IndexState = { name: string; settings: IndexSettings; collection: Collection; createdAt: string };

export class EngineError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'delete' | 'clear';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Algolia's partial update: top-level attributes replaced, others kept. */
const merge = (current: SearchObject | undefined, patch: Record<string, unknown>, objectID: string): SearchObject => ({ ...(current ?? {}), ...patch, objectID });

export type Dump = { indexes: Array<{ name: string; settings: IndexSettings; records: SearchObject[] }> };

export class SearchEngine {
  private readonly indexes = new Map<string, IndexState>();
  private taskCounter = 0;
  /** Called after every write, e.g. to persist the state. */
  onChange: (() => void) | null = null;

  constructor(dump?: Dump) {
    for (const entry of dump?.indexes ?? []) this.indexes.set(entry.name, this.create(entry.name, entry.settings, entry.records));
    this.linkReplicas();
  }

  private create(name: string, settings: IndexSettings, records: SearchObject[] = []): IndexState {
    return { name, settings, collection: new Collection(records), createdAt: new Date().toISOString() };
  }

  /** A replica reads its primary's collection. */
  private linkReplicas(): void {
    for (const state of this.indexes.values()) {
      const primary = state.settings.primary ? this.indexes.get(state.settings.primary) : undefined;
      if (primary) state.collection = primary.collection;
    }
  }

  nextTask(): number {
    this.taskCounter += 1;
    this.onChange?.();
    return this.taskCounter;
  }

  /**
   * Prepares what the first query of each index would otherwise build (its text index and column
   * views), one index at a time, yielding between steps: a new instance warms up while it answers.
   */
  async warm(): Promise<void> {
    for (const state of this.indexes.values()) {
      if (state.settings.primary) continue;
      await state.collection.prepareTextIndex(state.settings);
      await new Promise((resolve) => setImmediate(resolve));
      state.collection.columns();
    }
  }

  list(): IndexState[] {
    return [...this.indexes.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  get(name: string): IndexState {
    const state = this.indexes.get(name);
    if (!state) throw new EngineError(404, 'Index does not exist');
    return state;
  }

  has(name: string): boolean {
    return this.indexes.has(name);
  }

  /** The settings a query on `name` uses: a replica's own over its primary's. */
  effectiveSettings(state: IndexState): IndexSettings {
    const primary = state.settings.primary ? this.indexes.get(state.settings.primary) : undefined;
    if (!primary) return state.settings;
    const { replicas: _replicas, ...inherited } = primary.settings;
    return { ...inherited, ...state.settings };
  }

  private ensure(name: string): IndexState {
    let state = this.indexes.get(name);
    if (!state) {
      state = this.create(name, {});
      this.indexes.set(name, state);
    }
    return state;
  }

  setSettings(name: string, raw: unknown, forwardToReplicas = false): void {
    const parsed = indexSettingsSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new EngineError(400, issue ? `Invalid settings "${issue.path.join('.')}": ${issue.message}` : 'Invalid settings');
    }
    const state = this.ensure(name);
    state.settings = { ...state.settings, ...parsed.data };
    for (const replica of state.settings.replicas ?? []) {
      const replicaName = replica.replace(/^virtual\((.*)\)$/, '$1');
      const existing = this.indexes.get(replicaName);
      const replicaState = existing ?? this.create(replicaName, {});
      replicaState.settings = { ...replicaState.settings, primary: name };
      if (forwardToReplicas) {
        const { replicas: _r, ranking: _rk, primary: _p, ...shared } = parsed.data;
        replicaState.settings = { ...replicaState.settings, ...shared };
      }
      replicaState.collection = state.collection;
      this.indexes.set(replicaName, replicaState);
    }
  }

  /** One batch operation; returns the objectID it touched. */
  apply(name: string, action: BatchAction, body: unknown): string | null {
    if (action === 'delete') {
      this.deleteIndex(name);
      return null;
    }
    const state = this.ensure(name);
    if (state.settings.primary) throw new EngineError(400, 'Cannot write to a replica index');
    if (action === 'clear') {
      state.collection.clear();
      return null;
    }
    if (!isPlainObject(body)) throw new EngineError(400, `${action}: body must be an object`);
    const rawId = body.objectID;
    const objectID = typeof rawId === 'string' && rawId !== '' ? rawId : typeof rawId === 'number' ? String(rawId) : null;
    if (action === 'addObject') {
      const id = objectID ?? `${Date.now().toString(36)}-${state.collection.docs.size}`;
      state.collection.save({ ...body, objectID: id });
      return id;
    }
    if (objectID === null) throw new EngineError(400, `${action}: objectID is required`);
    const current = state.collection.docs.get(objectID)?.record;
    if (action === 'updateObject') state.collection.save({ ...body, objectID });
    else if (action === 'partialUpdateObject') state.collection.save(merge(current, body, objectID));
    else if (action === 'partialUpdateObjectNoCreate') {
      if (current) state.collection.save(merge(current, body, objectID));
    } else state.collection.delete(objectID);
    return objectID;
  }

  deleteIndex(name: string): void {
    const state = this.indexes.get(name);
    if (!state) return;
    this.indexes.delete(name);
    const primary = state.settings.primary ? this.indexes.get(state.settings.primary) : undefined;
    if (primary) primary.settings = { ...primary.settings, replicas: (primary.settings.replicas ?? []).filter((r) => r !== name) };
  }

  /**
   * operationIndex: `copy` duplicates records and settings (or only the `scope` given); `move`
   * renames, replacing the destination's records but keeping its replicas, as Algolia does: the
   * atomic swap of a reindex.
   */
  operation(source: string, operation: 'copy' | 'move', destination: string, scope?: Array<'settings' | 'synonyms' | 'rules'>): void {
    const from = this.get(source);
    const target = this.indexes.get(destination);
    if (operation === 'copy') {
      const copyRecords = !scope || scope.length === 0;
      const copySettings = copyRecords || scope.includes('settings');
      const { replicas: _r, primary: _p, ...settings } = from.settings;
      const state = target ?? this.create(destination, {});
      if (copySettings) state.settings = { ...settings, ...(target?.settings.replicas ? { replicas: target.settings.replicas } : {}) };
      if (copyRecords) state.collection = new Collection([...from.collection.docs.values()].map((d) => d.record));
      this.indexes.set(destination, state);
      return;
    }
    const moved: IndexState = {
      name: destination,
      settings: { ...from.settings, ...(target?.settings.replicas ? { replicas: target.settings.replicas } : {}) },
      collection: from.collection,
      createdAt: target?.createdAt ?? from.createdAt,
    };
    this.indexes.delete(source);
    this.indexes.set(destination, moved);
    for (const state of this.indexes.values()) if (state.settings.primary === destination) state.collection = moved.collection;
  }

  dump(): Dump {
    return {
      indexes: this.list().map((state) => ({
        name: state.name,
        settings: state.settings,
        records: state.settings.primary ? [] : [...state.collection.docs.values()].map((d) => d.record),
      })),
    };
  }
}
