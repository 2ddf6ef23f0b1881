import { PaymentProblem } from './PaymentProblem';

/** /payment/cancelled?tran_id=… */
export default function PaymentCancelledPage() {
  return <PaymentProblem kind="cancelled" />;
}
