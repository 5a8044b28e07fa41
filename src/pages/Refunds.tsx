import { InnerPage } from '../app/frame/InnerPage';
import { pageMeta } from '../app/seo/pageMeta';
import { pages } from '../content/pages';
import { refundPolicy } from '../content/refunds';
import { RefundPolicy } from '../sections/RefundPolicy';
import { sitePath } from '../sitePaths';

export const meta = () => pageMeta('refunds');

export default function RefundsPage() {
  return (
    <InnerPage title={pages.refunds.title} trail={[{ label: pages.pricing.title, to: sitePath('/pricing') }]}>
      <RefundPolicy content={refundPolicy} />
    </InnerPage>
  );
}
