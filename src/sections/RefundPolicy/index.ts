export { RefundPolicy, type RefundPolicyContent, type RefundPolicyProps } from './RefundPolicy';
