export { PlanYourCompany, type PlanTool, type PlanYourCompanyProps } from './PlanYourCompany';
