// The SMS code's length and texts, apart from the field: a screen that shows the field only sometimes
// (the bank form, when an account is replaced) checks the code without loading the field.
import { messages } from '@/lib/messages';

export const SMS_CODE_LENGTH = 6;

/** The field's texts, in the borrower's language (the shared catalogue, decision 047). */
export const smsCodeMessages = {
  get label() {
    return messages.smsCodeLabel;
  },
  get hint() {
    return messages.smsCodeHint;
  },
  get getCode() {
    return messages.smsCodeGet;
  },
  get resendIn() {
    return messages.smsCodeResendIn;
  },
  get sent() {
    return messages.smsCodeSent;
  },
  get enterCode() {
    return messages.smsCodeEnter;
  },
};
