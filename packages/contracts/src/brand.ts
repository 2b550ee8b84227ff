// White-label configuration: one typed source for everything that differs between lenders.
import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0032E8');

export const brandConfigSchema = z.object({
  productName: z.string().min(1),
  themeColour: hexColour.default('#0032E8'),
  customerServicePhone: z.string().min(3),
  customerServiceEmail: z.email(),
  messagingAccount: z.string().min(1),
  appScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme like lendwell'),
  /** The spec's currency flag: 1 shows the rupee sign, anything else the peso sign. */
  real: z.number().int().default(0),
  lenderLegalName: z.string().min(1),
  lenderAddress: z.string().min(1),
  secRegistrationNo: z.string().min(1),
  certificateOfAuthorityNo: z.string().min(1),
  /** The lender's BIR Tax Identification Number, printed on receipts and invoices (decision 117); production requires it. */
  lenderTin: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/, 'must be a TIN like 123-456-789-00000')
    .optional(),
  /** Whether the lender is VAT-registered, printed on its invoices (decision 117, RR 7-2024). */
  lenderVatStatus: z.enum(['vat-registered', 'non-vat']).default('non-vat'),
  /**
   * Payments from this date get invoices, earlier ones official receipts (decision 117): RR 7-2024 took
   * effect on 27 April 2024; a lender that switched later sets its own date so earlier documents stay as issued.
   */
  invoicesFrom: z.iso.date({ error: 'must be a date like 2024-04-27' }).default('2024-04-27'),
  /** Name of the Android JavaScript interface and prefix of the iOS message handlers. */
  hostBridgeName: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/)
    .default('LendwellHost'),
  /**
   * The 'Point out' dialog on the iOS back gesture of the confirm pages; null turns it off (isPopType 0).
   * titleFil and contentFil are its Filipino (decision 132), both or neither; without them a Filipino reader
   * gets the English, marked as English.
   */
  confirmBackPopup: z
    .object({
      title: z.string().min(1),
      content: z.string().min(1),
      titleFil: z.string().min(1).optional(),
      contentFil: z.string().min(1).optional(),
    })
    .refine((p) => (p.titleFil === undefined) === (p.contentFil === undefined), {
      message: 'give titleFil and contentFil together, or neither',
      path: ['titleFil'],
    })
    .nullable()
    .default({
      title: 'Point out',
      content: 'Your loan is one step away. If you leave now, your application will not be sent.',
      titleFil: 'Paalala',
      contentFil:
        'Isang hakbang na lang ang iyong loan. Kapag umalis ka ngayon, hindi maipapadala ang iyong application.',
    }),
  /**
   * Confirm variant 2: the button label and the promotional popup (null: no popup); …Fil: their Filipino
   * (decision 132). The label's Filipino has no default: a lender that changes the English writes its own.
   */
  confirmButtonText: z.string().min(1).default('Get my money'),
  confirmButtonTextFil: z.string().min(1).optional(),
  confirmPromo: z
    .object({
      message: z.string().min(1),
      buttonText: z.string().min(1),
      messageFil: z.string().min(1).optional(),
      buttonTextFil: z.string().min(1).optional(),
    })
    .refine((p) => (p.messageFil === undefined) === (p.buttonTextFil === undefined), {
      message: 'give messageFil and buttonTextFil together, or neither',
      path: ['messageFil'],
    })
    .nullable()
    .default({
      message: 'Your offer is ready. Confirm now and the money is sent to your account within 1 to 3 days of approval.',
      buttonText: 'Continue to my loan',
      messageFil:
        'Handa na ang iyong alok. Mag-confirm ngayon at ipapadala ang pera sa iyong account sa loob ng 1 hanggang 3 araw mula sa approval.',
      buttonTextFil: 'Ituloy ang aking loan',
    }),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** The subset the web app receives in the page (never secrets; the invoicing settings stay on the server). */
export const publicAppConfigSchema = brandConfigSchema.omit({ lenderVatStatus: true, invoicesFrom: true }).extend({
  mode: z.enum(['sandbox', 'production']),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;
