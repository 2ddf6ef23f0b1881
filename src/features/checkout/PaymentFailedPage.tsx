import { PaymentProblem } from './PaymentProblem';

/** /payment/failed?tran_id=… */
export default function PaymentFailedPage() {
  return <PaymentProblem kind="failed" />;
}
