import t from 'virtual:messages/team';
import type { TeamMember } from '../types/content';
import { teamFrom } from './teamFacts';

/** Eight team members; the home preview shows the first 4 (one part of the site the first 3). */
export const team: TeamMember[] = teamFrom(
  {
    portrait: (name, position) => t.portrait({ name, position }),
    profile: { linkedin: (name) => t.profile.linkedin({ name }), x: (name) => t.profile.x({ name }) },
  },
  [
    {
      position: t.daniel.position,
      bio: t.daniel.bio,
      qualifications: [t.daniel.qualifications.mba, t.daniel.qualifications.paralegal, t.daniel.qualifications.experience],
      skills: [t.daniel.skills.companyFormation, t.daniel.skills.investorReadiness],
    },
    {
      position: t.amara.position,
      bio: t.amara.bio,
      qualifications: [t.amara.qualifications.lawDegree, t.amara.qualifications.paralegal, t.amara.qualifications.filingSpecialist],
      skills: [t.amara.skills.stateFilings, t.amara.skills.operatingAgreements],
    },
    {
      position: t.lucas.position,
      bio: t.lucas.bio,
      qualifications: [t.lucas.qualifications.financeDegree, t.lucas.qualifications.cams, t.lucas.qualifications.bankAnalyst],
      skills: [t.lucas.skills.bankOnboarding, t.lucas.skills.paymentsPayouts],
    },
    {
      position: t.mei.position,
      bio: t.mei.bio,
      qualifications: [t.mei.qualifications.cpa, t.mei.qualifications.taxationDegree, t.mei.qualifications.experience],
      skills: [t.mei.skills.internationalTax, t.mei.skills.irsCorrespondence],
    },
    {
      position: t.omar.position,
      bio: t.omar.bio,
      qualifications: [t.omar.qualifications.businessDegree, t.omar.qualifications.notary, t.omar.qualifications.recordsManagement],
      skills: [t.omar.skills.serviceOfProcess, t.omar.skills.mailHandling],
    },
    {
      position: t.sofia.position,
      bio: t.sofia.bio,
      qualifications: [t.sofia.qualifications.relationsDegree, t.sofia.qualifications.customerSuccess, t.sofia.qualifications.languages],
      skills: [t.sofia.skills.founderOnboarding, t.sofia.skills.multilingualSupport],
    },
    {
      position: t.arjun.position,
      bio: t.arjun.bio,
      qualifications: [t.arjun.qualifications.complianceDegree, t.arjun.qualifications.certification, t.arjun.qualifications.auditor],
      skills: [t.arjun.skills.annualCompliance, t.arjun.skills.goodStanding],
    },
    {
      position: t.grace.position,
      bio: t.grace.bio,
      qualifications: [t.grace.qualifications.systemsDegree, t.grace.qualifications.voip, t.grace.qualifications.logistics],
      skills: [t.grace.skills.telephonySetup, t.grace.skills.mailForwarding],
    },
  ],
);
