// Configuration of payment channels and their instructions (the guide and pay-code notices).
import type { FastifyInstance } from 'fastify';
import type { ConsoleChannel, ConsoleGuideInput } from '@lendwell/contracts';
import { invalid, notFound } from '../../lib/errors.js';
import type { ChannelRow, GuideRow } from '../../repositories/payment-channels-repository.js';
import { conflict, lenderOf } from './common.js';

/** Online channels: repayment-huichao sends the borrower to one, so one must stay active. */
const ONLINE_KINDS = ['bank', 'ewallet'];

const guideOf = (g: GuideRow) => ({
  id: g.id,
  channelNumber: g.channelNumber,
  groupTitle: g.groupTitle,
  name: g.name,
  steps: g.steps,
  groupTitleFil: g.groupTitleFil,
  nameFil: g.nameFil,
  stepsFil: g.stepsFil,
  imageUrl: g.imageUrl,
  sort: g.sort,
});
const channelOf = (c: ChannelRow) => ({
  id: c.id,
  channelNumber: c.channelNumber,
  name: c.name,
  logoUrl: c.logoUrl,
  kind: c.kind,
  sort: c.sort,
  isActive: c.isActive,
});

export function createPaymentChannelActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = lenderOf(app);

  return {
    async listChannels(): Promise<ConsoleChannel[]> {
      const merchantId = await lender();
      const guides = await app.paymentChannelsRepository.guides(merchantId);
      return (await app.paymentChannelsRepository.listAll(merchantId)).map((c) => ({
        ...channelOf(c),
        guides: guides.filter((g) => g.channelNumber === c.channelNumber).map(guideOf),
      }));
    },

    async saveChannel(
      actor: string,
      id: number,
      input: { name: string; logoUrl: string; sort: number; isActive: boolean },
    ) {
      const merchantId = await lender();
      const before = await app.paymentChannelsRepository.find(merchantId, id);
      if (!before) throw notFound('payment channel');
      if (before.isActive && !input.isActive && ONLINE_KINDS.includes(before.kind)) {
        const others = (await app.paymentChannelsRepository.list(merchantId)).filter(
          (c) => c.id !== id && ONLINE_KINDS.includes(c.kind),
        );
        if (others.length === 0)
          throw invalid(
            'isActive',
            'keep at least one bank or e-wallet channel active: online repayment sends borrowers to one',
          );
      }
      const after = await app.db.transaction(async (tx) => {
        const row = await app.paymentChannelsRepository.update(merchantId, id, input, tx);
        if (!row) throw notFound('payment channel');
        await audit.append(
          {
            actor,
            action: 'config.channel.save',
            target: `payment_channel:${id}`,
            before: channelOf(before),
            after: channelOf(row),
          },
          tx,
        );
        return row;
      });
      return channelOf(after);
    },

    /** Adds (guideId null) or edits a payment instruction of a channel; its steps keep their order. */
    async saveGuide(actor: string, channelId: number, guideId: number | null, input: ConsoleGuideInput) {
      const merchantId = await lender();
      const channel = await app.paymentChannelsRepository.find(merchantId, channelId);
      if (!channel) throw notFound('payment channel');
      const clash = () => conflict(`name: ${channel.name} already has an instruction called "${input.name}"`);
      if (guideId === null) {
        const row = await app.db.transaction(async (tx) => {
          const inserted = await app.paymentChannelsRepository.insertGuide(
            { merchantId, channelNumber: channel.channelNumber, ...input },
            tx,
          );
          if (!inserted) throw clash();
          await audit.append(
            {
              actor,
              action: 'config.guide.save',
              target: `payment_guide:${inserted.id}`,
              before: null,
              after: guideOf(inserted),
            },
            tx,
          );
          return inserted;
        });
        return guideOf(row);
      }
      const before = await app.paymentChannelsRepository.findGuide(merchantId, guideId);
      if (!before || before.channelNumber !== channel.channelNumber) throw notFound('payment instruction');
      const row = await app.db.transaction(async (tx) => {
        const updated = await app.paymentChannelsRepository.updateGuide(merchantId, guideId, input, tx);
        if (!updated) throw clash();
        await audit.append(
          {
            actor,
            action: 'config.guide.save',
            target: `payment_guide:${guideId}`,
            before: guideOf(before),
            after: guideOf(updated),
          },
          tx,
        );
        return updated;
      });
      return guideOf(row);
    },

    async deleteGuide(actor: string, guideId: number) {
      const merchantId = await lender();
      await app.db.transaction(async (tx) => {
        const row = await app.paymentChannelsRepository.deleteGuide(merchantId, guideId, tx);
        if (!row) throw notFound('payment instruction');
        await audit.append(
          {
            actor,
            action: 'config.guide.delete',
            target: `payment_guide:${guideId}`,
            before: guideOf(row),
            after: null,
          },
          tx,
        );
      });
      return { id: guideId };
    },
  };
}
