// Call scripts per bucket (decision 081): the version in force, its history, a preview and the
// supervisor's approval of a new version, audited with before and after.
import {
  checkScript,
  DEFAULT_SCRIPTS,
  renderScript,
  SAMPLE_SCRIPT_VALUES,
  SCRIPT_VARIABLES,
  scriptKind,
} from '../../domain/collections/call-script.js';
import { DPD_BUCKETS, type DpdBucket } from '../../domain/collections/buckets.js';
import { invalid } from '../../lib/errors.js';
import type { CollectionsContext, CollectionsViewer } from './context.js';

export function scriptsPart(ctx: CollectionsContext) {
  const { db, audit, extras } = ctx;

  /** The script in force for a bucket: the highest approved version, else the built-in words (version 0). */
  async function scriptInForce(bucket: DpdBucket) {
    const t = await extras.templates.template(await extras.merchantId(), scriptKind(bucket));
    return t
      ? { bucket, version: t.version, body: t.body, actor: t.actor, at: t.at }
      : { bucket, version: 0, body: DEFAULT_SCRIPTS[bucket], actor: 'system', at: null };
  }

  /** Every bucket's script in force, the variables a script may use and sample values for a preview. */
  async function scripts() {
    const items = [];
    for (const bucket of DPD_BUCKETS) items.push(await scriptInForce(bucket));
    return { items, variables: [...SCRIPT_VARIABLES], sample: { ...SAMPLE_SCRIPT_VALUES } };
  }

  async function scriptVersions(bucket: DpdBucket) {
    return { items: await extras.templates.versions(await extras.merchantId(), scriptKind(bucket)) };
  }

  function previewScript(body: string) {
    const problem = checkScript(body);
    return { problem, text: problem ? '' : renderScript(body, SAMPLE_SCRIPT_VALUES) };
  }

  /** Approves a new version of a bucket's script (supervisor), audited with before and after. */
  async function saveScript(v: CollectionsViewer, bucket: DpdBucket, body: string) {
    const problem = checkScript(body);
    if (problem) throw invalid('body', problem);
    const merchantId = await extras.merchantId();
    const before = await scriptInForce(bucket);
    return db.transaction(async (tx) => {
      const saved = await extras.templates.saveTemplate(tx, merchantId, scriptKind(bucket), '', body, v.actor);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.script.save',
          target: scriptKind(bucket),
          before: { version: before.version, body: before.body },
          after: { version: saved.version, body },
        },
        tx,
      );
      return { bucket, version: saved.version };
    });
  }

  return { scriptInForce, scripts, scriptVersions, previewScript, saveScript };
}
