export { CostCalculator, type CostCalculatorProps } from './CostCalculator';
export type { CostCalculatorLabels } from './labels';
export type { CostFacts, CostInputs, CostPlan, CompanyType } from './costMath';
