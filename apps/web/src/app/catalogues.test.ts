// Every catalogue and its Filipino: the same keys (the type-check says so too) and the same
// {placeholders}, so no Filipino screen shows a raw '{date}' or drops a value.
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { pendingText } from './pending-messages';
import { bm } from '@/features/bank/messages';
import { cm } from '@/features/complaint/messages';
import { csm } from '@/features/customer-service/messages';
import { hp } from '@/features/hardship-plan/messages';
import { jm } from '@/features/joint-login/messages';
import { am } from '@/features/legal/messages';
import { text as loanConfirm } from '@/features/loan-confirm/components/text';
import { text as order } from '@/features/order/components/text';
import { pm } from '@/features/payway/messages';
import { prm } from '@/features/promotion/messages';
import { rm } from '@/features/repayment/messages';
import { lf } from '@/components/ui/load-failure-messages';
import { refusalEnglish } from '@/lib/refusals';

const english: Record<string, Record<string, string>> = {
  '/src/lib/messages.fil.ts': messages,
  '/src/app/pending-messages.fil.ts': pendingText,
  '/src/features/bank/messages.fil.ts': bm,
  '/src/features/complaint/messages.fil.ts': cm,
  '/src/features/customer-service/messages.fil.ts': csm,
  '/src/features/hardship-plan/messages.fil.ts': hp,
  '/src/features/joint-login/messages.fil.ts': jm,
  '/src/features/legal/messages.fil.ts': am,
  '/src/features/loan-confirm/messages.fil.ts': loanConfirm,
  '/src/features/order/messages.fil.ts': order,
  '/src/features/payway/messages.fil.ts': pm,
  '/src/features/promotion/messages.fil.ts': prm,
  '/src/features/repayment/messages.fil.ts': rm,
  '/src/components/ui/load-failure-messages.fil.ts': lf,
  '/src/lib/refusals.fil.ts': refusalEnglish,
};

const filipino = import.meta.glob<{ default: Record<string, string> }>('/src/**/*.fil.ts', { eager: true });
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('pairs every Filipino file with its English catalogue', () => {
    expect(Object.keys(filipino).sort()).toEqual(Object.keys(english).sort());
  });

  for (const [file, en] of Object.entries(english)) {
    describe(file, () => {
      const fil = filipino[file]?.default ?? {};

      it('has the same keys in English and Filipino', () => {
        expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps every placeholder and leaves no text empty', () => {
        for (const [key, value] of Object.entries(en)) {
          expect(placeholders(fil[key] ?? ''), key).toEqual(placeholders(value));
          expect((fil[key] ?? '').trim(), key).not.toBe('');
        }
      });
    });
  }
});
