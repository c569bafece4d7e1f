/**
 * The body Kontent.ai sends to a webhook (the current notification format): one notification per
 * changed object, each naming the item and language in `data.system` and the change in `message`.
 */
import { z } from 'zod';

const systemSchema = z.object({
  id: z.string(),
  codename: z.string().min(1),
  type: z.string().min(1),
  language: z.string().min(1),
  /** When the item changed: with the id, language and action it tells a new notification from a replay (site/lib/webhook/replay.ts). */
  last_modified: z.string().min(1).max(64).optional(),
});

const notificationSchema = z.object({
  data: z.object({ system: systemSchema.optional() }).loose(),
  message: z
    .object({
      environment_id: z.string(),
      object_type: z.string(),
      action: z.string(),
      delivery_slot: z.string().optional(),
    })
    .loose(),
});

export const webhookSchema = z.object({ notifications: z.array(notificationSchema).min(1).max(1000) });

export type WebhookBody = z.infer<typeof webhookSchema>;
export type Notification = z.infer<typeof notificationSchema>;

/** What changed, as the tag mapping needs it: an item in a language, or something wider. */
export type Change = { kind: 'item'; codename: string; type: string; language: string } | { kind: 'other'; objectType: string };

export const changesOf = (body: WebhookBody): Change[] =>
  body.notifications.map(({ data, message }) =>
    message.object_type === 'content_item' && data.system
      ? { kind: 'item', codename: data.system.codename, type: data.system.type, language: data.system.language }
      : { kind: 'other', objectType: message.object_type },
  );
