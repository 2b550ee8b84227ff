// Configuration (admin): what borrowers are offered and shown. Every save goes through the server's
// rules and into the audit log; the borrower's app reads the change on its next request.
import { Tabs, Typography } from 'antd';
import { BankFormTab } from './bank-form-tab';
import { ChannelsTab } from './channels-tab';
import { ComplaintTypesTab } from './complaint-types-tab';
import { ContactInfoTab } from './contact-info-tab';
import { ProductsTab } from './products-tab';
import { ReviewTab } from './review-tab';

const TABS = [
  { key: 'products', label: 'Products', children: <ProductsTab /> },
  { key: 'channels', label: 'Payment channels', children: <ChannelsTab /> },
  { key: 'bank-form', label: 'Bank form', children: <BankFormTab /> },
  { key: 'complaint-types', label: 'Complaint types', children: <ComplaintTypesTab /> },
  { key: 'contact', label: 'Contact info', children: <ContactInfoTab /> },
  { key: 'review', label: 'Loan review', children: <ReviewTab /> },
];

export default function ConfigurationPage() {
  return (
    <>
      <Typography.Title level={3}>Configuration</Typography.Title>
      <Tabs items={TABS} destroyOnHidden />
    </>
  );
}
