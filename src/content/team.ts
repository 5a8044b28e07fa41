import * as t from 'virtual:messages/team';
import type { TeamMember } from '../types/content';
import { teamFrom } from './teamFacts';

/** Eight team members; the home preview shows the first 4 (one part of the site the first 3). */
export const team: TeamMember[] = teamFrom(
  {
    portrait: (name, position) => t.portrait({ name, position }),
    profile: { linkedin: (name) => t.profile_linkedin({ name }), x: (name) => t.profile_x({ name }) },
  },
  [
    {
      position: t.daniel_position,
      bio: t.daniel_bio,
      qualifications: [t.daniel_qualifications_mba, t.daniel_qualifications_paralegal, t.daniel_qualifications_experience],
      skills: [t.daniel_skills_companyFormation, t.daniel_skills_investorReadiness],
    },
    {
      position: t.amara_position,
      bio: t.amara_bio,
      qualifications: [t.amara_qualifications_lawDegree, t.amara_qualifications_paralegal, t.amara_qualifications_filingSpecialist],
      skills: [t.amara_skills_stateFilings, t.amara_skills_operatingAgreements],
    },
    {
      position: t.lucas_position,
      bio: t.lucas_bio,
      qualifications: [t.lucas_qualifications_financeDegree, t.lucas_qualifications_cams, t.lucas_qualifications_bankAnalyst],
      skills: [t.lucas_skills_bankOnboarding, t.lucas_skills_paymentsPayouts],
    },
    {
      position: t.mei_position,
      bio: t.mei_bio,
      qualifications: [t.mei_qualifications_cpa, t.mei_qualifications_taxationDegree, t.mei_qualifications_experience],
      skills: [t.mei_skills_internationalTax, t.mei_skills_irsCorrespondence],
    },
    {
      position: t.omar_position,
      bio: t.omar_bio,
      qualifications: [t.omar_qualifications_businessDegree, t.omar_qualifications_notary, t.omar_qualifications_recordsManagement],
      skills: [t.omar_skills_serviceOfProcess, t.omar_skills_mailHandling],
    },
    {
      position: t.sofia_position,
      bio: t.sofia_bio,
      qualifications: [t.sofia_qualifications_relationsDegree, t.sofia_qualifications_customerSuccess, t.sofia_qualifications_languages],
      skills: [t.sofia_skills_founderOnboarding, t.sofia_skills_multilingualSupport],
    },
    {
      position: t.arjun_position,
      bio: t.arjun_bio,
      qualifications: [t.arjun_qualifications_complianceDegree, t.arjun_qualifications_certification, t.arjun_qualifications_auditor],
      skills: [t.arjun_skills_annualCompliance, t.arjun_skills_goodStanding],
    },
    {
      position: t.grace_position,
      bio: t.grace_bio,
      qualifications: [t.grace_qualifications_systemsDegree, t.grace_qualifications_voip, t.grace_qualifications_logistics],
      skills: [t.grace_skills_telephonySetup, t.grace_skills_mailForwarding],
    },
  ],
);
