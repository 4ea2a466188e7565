/**
 * Consultant profiles the demo resumes are drawn from. Each profile keeps its resume coherent: the
 * skills come from its domains, the projects use those skills, the experiences happen in its
 * sectors. All ids are those of the reference catalogue (checked by seed.test.ts).
 */
import type { CertificationKey, DegreeKey } from './education.ts';

/** A technical domain of a profile and the skills (catalogue ids) a consultant of it may list. */
export interface ArchetypeDomain {
  readonly domain: string;
  readonly skills: readonly string[];
}

/** A project a consultant of the profile may have delivered; description at most 200 characters. */
export interface ProjectTemplate {
  readonly name: string;
  readonly description: string;
  /** Sector ids the project makes sense in; absent: any sector of the profile. */
  readonly sectors?: readonly string[];
}

export interface Archetype {
  readonly key: string;
  /** Desired positions, valid job names (letters, spaces, accents and slash only). */
  readonly desiredPositions: readonly string[];
  /** Job ids, most typical first. */
  readonly jobs: readonly string[];
  /** Domains, core ones first (the first two are always picked). */
  readonly domains: readonly ArchetypeDomain[];
  readonly softSkills: readonly string[];
  /** Positions held in experiences. */
  readonly positions: readonly string[];
  /** Experience contexts, at most 90 characters. */
  readonly contexts: readonly string[];
  readonly projects: readonly ProjectTemplate[];
  /** Sector ids of the clients. */
  readonly sectors: readonly string[];
  readonly degrees: readonly DegreeKey[];
  readonly certifications: readonly CertificationKey[];
}

export const ARCHETYPES: readonly Archetype[] = [
  {
    key: 'java-backend',
    desiredPositions: ['Développeur Java', 'Développeur back end Java', 'Tech lead Java'],
    jobs: ['java-developer', 'backend-developer', 'tech-lead'],
    domains: [
      { domain: 'languages', skills: ['java', 'kotlin', 'sql', 'groovy', 'bash'] },
      { domain: 'devops', skills: ['kubernetes', 'docker', 'jenkins', 'git', 'maven', 'gitlab-ci'] },
      {
        domain: 'backend',
        skills: [
          'spring-boot',
          'spring-framework',
          'hibernate',
          'spring-batch',
          'spring-security',
          'rest-api',
          'jakarta-ee',
          'quarkus',
        ],
      },
      { domain: 'databases', skills: ['postgresql', 'oracle-database', 'mongodb', 'redis'] },
      { domain: 'testing', skills: ['junit', 'mockito', 'sonarqube', 'tdd', 'cucumber'] },
      { domain: 'architecture', skills: ['microservices', 'hexagonal-architecture', 'ddd', 'event-driven'] },
    ],
    softSkills: ['Revue de code', 'Mentorat', 'Rédaction de documentation technique'],
    positions: [
      'Développeur Java',
      'Développeur back-end',
      'Tech lead Java',
      'Ingénieur études et développement',
    ],
    contexts: [
      'Équipe de 8 développeurs au sein de la DSI, en mode Scrum',
      'Refonte du SI cœur de métier, squad de 6 personnes',
      "Tierce maintenance applicative d'un périmètre de 12 applications",
    ],
    projects: [
      {
        name: 'Refonte du moteur de tarification',
        description:
          'Réécriture en microservices Spring Boot du calcul des tarifs, exposé en API REST, avec une couverture de tests de 85 %.',
      },
      {
        name: 'Plateforme de gestion des contrats',
        description:
          "Développement des services de souscription et d'avenants, traitements nocturnes Spring Batch et migration des données Oracle.",
        sectors: ['insurance', 'banking'],
      },
      {
        name: 'API de paiement instantané',
        description:
          'Conception et développement des API de virement instantané, sécurisées OAuth 2, pour 2 millions de clients.',
        sectors: ['banking'],
      },
      {
        name: 'Migration Java 8 vers Java 21',
        description:
          'Montée de version de 15 applications, suppression des dépendances obsolètes et mise en place de pipelines GitLab CI.',
      },
      {
        name: 'Référentiel clients unique',
        description:
          "Service de consolidation des données clients issues de 4 SI, avec dédoublonnage et publication d'événements Kafka.",
      },
    ],
    sectors: ['banking', 'insurance', 'public-sector', 'transport'],
    degrees: ['engineering', 'masterComputerScience', 'masterMiage'],
    certifications: ['javaOcp', 'springProfessional', 'psm1'],
  },
  {
    key: 'fullstack-js',
    desiredPositions: ['Développeur Full Stack', 'Développeur full stack JavaScript', 'Lead développeur'],
    jobs: ['fullstack-developer', 'javascript-developer', 'lead-developer'],
    domains: [
      { domain: 'languages', skills: ['typescript', 'javascript', 'sql'] },
      {
        domain: 'frontend',
        skills: [
          'react',
          'nextjs',
          'angular',
          'vuejs',
          'redux',
          'html',
          'css',
          'tailwind-css',
          'vite',
          'storybook',
        ],
      },
      { domain: 'backend', skills: ['nodejs', 'nestjs', 'express', 'graphql', 'rest-api', 'fastify'] },
      { domain: 'databases', skills: ['postgresql', 'mongodb', 'redis'] },
      { domain: 'testing', skills: ['jest', 'vitest', 'cypress', 'playwright'] },
      { domain: 'devops', skills: ['docker', 'github-actions', 'git'] },
    ],
    softSkills: ['Revue de code', 'Curiosité technique', 'Veille technologique'],
    positions: ['Développeur full stack', 'Développeur front-end', 'Lead développeur'],
    contexts: [
      'Squad produit de 7 personnes, livraison continue',
      "Équipe digitale en charge de l'espace client web et mobile",
      'Start-up en hypercroissance, équipe technique de 15 personnes',
    ],
    projects: [
      {
        name: 'Espace client en ligne',
        description:
          "Refonte de l'espace client en React et TypeScript, design system partagé et accessibilité RGAA niveau AA.",
      },
      {
        name: 'Back-office de modération',
        description:
          'Application Angular et API NestJS pour la modération des annonces, avec files de traitement et tableaux de bord.',
        sectors: ['media', 'software-services', 'retail'],
      },
      {
        name: 'Site e-commerce headless',
        description:
          'Front Next.js branché sur une API GraphQL, rendu côté serveur et temps de chargement divisé par deux.',
        sectors: ['retail', 'luxury', 'tourism'],
      },
      {
        name: 'Outil interne de planification',
        description:
          'Application web de planification des équipes terrain, synchronisation hors ligne et notifications.',
      },
      {
        name: 'Migration AngularJS vers React',
        description:
          'Migration progressive écran par écran, tests de bout en bout Cypress pour sécuriser chaque livraison.',
      },
    ],
    sectors: ['retail', 'media', 'software-services', 'tourism', 'insurance'],
    degrees: ['engineering', 'butComputerScience', 'licenceWeb', 'masterComputerScience'],
    certifications: ['awsDeveloper', 'psm1'],
  },
  {
    key: 'data-engineer',
    desiredPositions: ['Ingénieur data', 'Data engineer', 'Architecte data'],
    jobs: ['data-engineer', 'data-architect', 'etl-developer'],
    domains: [
      {
        domain: 'data-engineering',
        skills: [
          'apache-spark',
          'pyspark',
          'apache-kafka',
          'apache-airflow',
          'dbt',
          'databricks',
          'snowflake',
          'delta-lake',
          'azure-data-factory',
          'data-modeling',
          'data-quality',
        ],
      },
      { domain: 'languages', skills: ['python', 'scala', 'sql', 'bash'] },
      { domain: 'cloud', skills: ['aws', 'azure', 'gcp', 'aws-s3', 'aws-lambda'] },
      { domain: 'databases', skills: ['postgresql', 'bigquery', 'elasticsearch', 'cassandra'] },
      { domain: 'devops', skills: ['docker', 'terraform', 'gitlab-ci', 'git'] },
    ],
    softSkills: ['Esprit de synthèse', 'Vulgarisation technique', 'Recueil du besoin'],
    positions: ['Data engineer', 'Ingénieur big data', 'Lead data engineer'],
    contexts: [
      'Direction data de 40 personnes, plateforme cloud en construction',
      "Équipe data d'une dizaine de personnes au service des métiers",
      'Mise en place du data lake groupe, organisation en feature teams',
    ],
    projects: [
      {
        name: 'Data lake groupe',
        description:
          'Ingestion de 60 sources dans un lakehouse Databricks, orchestration Airflow et contrôles qualité automatisés.',
      },
      {
        name: 'Flux temps réel des compteurs',
        description:
          "Traitement en streaming Kafka et Spark de 2 milliards de mesures par jour pour la détection d'anomalies.",
        sectors: ['energy', 'telecom'],
      },
      {
        name: 'Entrepôt de données marketing',
        description:
          'Modélisation en étoile sous Snowflake, transformations dbt testées et documentées, tableaux de bord Power BI.',
      },
      {
        name: 'Migration Hadoop vers le cloud',
        description:
          "Migration des traitements Hive et Spark vers le cloud, réduction de 40 % des coûts d'exploitation.",
      },
    ],
    sectors: ['energy', 'retail', 'telecom', 'banking', 'transport'],
    degrees: ['engineering', 'masterDataScience', 'masterComputerScience'],
    certifications: ['databricks', 'gcpDataEngineer', 'azureDataEngineer', 'awsSolutionsArchitect'],
  },
  {
    key: 'data-scientist',
    desiredPositions: ['Data scientist', 'Ingénieur machine learning', 'Ingénieur IA'],
    jobs: ['data-scientist', 'ml-engineer', 'ai-engineer'],
    domains: [
      {
        domain: 'ai-ml',
        skills: [
          'machine-learning',
          'deep-learning',
          'scikit-learn',
          'pytorch',
          'tensorflow',
          'pandas',
          'numpy',
          'nlp',
          'llm',
          'rag',
          'mlflow',
          'statistics',
          'jupyter',
        ],
      },
      { domain: 'languages', skills: ['python', 'r', 'sql'] },
      { domain: 'data-engineering', skills: ['pyspark', 'databricks', 'apache-airflow'] },
      { domain: 'cloud', skills: ['azure', 'gcp', 'aws'] },
      { domain: 'bi-analytics', skills: ['power-bi', 'dataiku', 'data-visualization'] },
    ],
    softSkills: ['Vulgarisation technique', 'Esprit critique', 'Prise de parole en public'],
    positions: ['Data scientist', 'Ingénieur machine learning', 'Lead data scientist'],
    contexts: [
      "Lab d'innovation de la direction générale, équipe de 6 data scientists",
      'Cellule IA transverse au service des directions métiers',
      'Mission de cadrage puis industrialisation de modèles prédictifs',
    ],
    projects: [
      {
        name: 'Prévision de la demande',
        description:
          'Modèles de prévision des ventes par magasin et par jour, gain de 12 % sur les ruptures de stock.',
        sectors: ['retail', 'energy', 'transport'],
      },
      {
        name: 'Assistant documentaire',
        description:
          'Assistant conversationnel RAG sur 30 000 documents internes, évaluation des réponses et garde-fous.',
      },
      {
        name: 'Détection de fraude',
        description:
          'Modèle de scoring des transactions, explicabilité des décisions et suivi de la dérive en production avec MLflow.',
        sectors: ['banking', 'insurance', 'public-sector'],
      },
      {
        name: 'Classification des réclamations',
        description:
          'Tri automatique des réclamations clients par traitement du langage, 80 % de routage sans intervention.',
      },
    ],
    sectors: ['retail', 'banking', 'insurance', 'healthcare', 'energy'],
    degrees: ['masterDataScience', 'engineering'],
    certifications: ['tensorflow', 'azureDataEngineer'],
  },
  {
    key: 'pmo',
    desiredPositions: ['PMO', 'Chef de projet', 'Directeur de programme'],
    jobs: ['pmo', 'project-manager', 'program-manager'],
    domains: [
      {
        domain: 'methods',
        skills: ['prince2', 'pmp', 'safe', 'scrum', 'v-model', 'change-management', 'itil'],
      },
      {
        domain: 'project-tools',
        skills: [
          'ms-project',
          'jira',
          'confluence',
          'planisware',
          'sciforma',
          'microsoft-365',
          'sharepoint',
          'smartsheet',
        ],
      },
      { domain: 'bi-analytics', skills: ['excel-advanced', 'power-bi'] },
      { domain: 'languages', skills: ['vba'] },
    ],
    softSkills: [
      'Reporting',
      'Gestion des risques',
      'Animation de comités de pilotage',
      'Arbitrage budgétaire',
      'Gestion des parties prenantes',
    ],
    positions: ['PMO', 'Chef de projet', 'PMO de programme'],
    contexts: [
      "Programme de transformation de 30 millions d'euros, 12 projets",
      'Bureau de projets de la DSI, portefeuille de 80 projets',
      'Assistance à la direction de programme, comité exécutif mensuel',
    ],
    projects: [
      {
        name: 'Pilotage du programme de transformation',
        description:
          'Suivi du planning consolidé, des budgets et des risques, préparation des comités de pilotage mensuels.',
      },
      {
        name: 'Mise en place du PMO',
        description:
          'Définition des processus de gestion de portefeuille, des modèles de reporting et des indicateurs de suivi.',
      },
      {
        name: 'Déploiement du nouvel outil de gestion de portefeuille',
        description: 'Paramétrage de Planisware, reprise de 80 projets et formation de 60 chefs de projet.',
      },
      {
        name: 'Fusion de deux DSI',
        description:
          'Coordination de 15 chantiers de convergence applicative et suivi des synergies budgétaires.',
      },
    ],
    sectors: ['banking', 'energy', 'public-sector', 'insurance', 'aerospace'],
    degrees: ['masterProjectManagement', 'masterManagementIs', 'mba', 'engineering'],
    certifications: ['prince2', 'pmp', 'itil', 'safeRte'],
  },
  {
    key: 'ux-designer',
    desiredPositions: ['UX designer', 'Product designer', 'UX UI designer'],
    jobs: ['ux-designer', 'ui-designer', 'product-designer'],
    domains: [
      {
        domain: 'design-ux',
        skills: [
          'figma',
          'user-research',
          'wireframing',
          'prototyping',
          'design-system',
          'accessibility',
          'usability-testing',
          'ui-design',
          'service-design',
          'ux-writing',
          'sketch',
          'adobe-xd',
        ],
      },
      { domain: 'frontend', skills: ['html', 'css', 'storybook'] },
      { domain: 'project-tools', skills: ['miro', 'jira', 'notion'] },
      { domain: 'methods', skills: ['design-thinking', 'scrum'] },
    ],
    softSkills: ['Empathie', "Animation d'ateliers de co-conception", 'Facilitation', 'Écoute active'],
    positions: ['UX designer', 'UI designer', 'Product designer'],
    contexts: [
      "Équipe produit d'une application grand public de 3 millions d'utilisateurs",
      'Pôle design de la direction digitale, 5 designers',
      'Refonte de parcours métier pour des agents en centre de relation client',
    ],
    projects: [
      {
        name: 'Refonte du parcours de souscription',
        description:
          'Entretiens utilisateurs, parcours cibles et prototypes testés, taux de conversion amélioré de 18 %.',
        sectors: ['insurance', 'banking', 'telecom', 'energy'],
      },
      {
        name: 'Design system de marque',
        description:
          'Création de la bibliothèque de composants Figma et Storybook, documentation et gouvernance partagée.',
      },
      {
        name: 'Application des agents terrain',
        description:
          "Conception d'une application tablette pour les techniciens, tests en situation réelle sur 4 sites.",
        sectors: ['energy', 'transport', 'public-sector', 'insurance'],
      },
      {
        name: "Audit d'accessibilité",
        description:
          'Audit RGAA de 25 écrans, priorisation des corrections et accompagnement des développeurs.',
      },
    ],
    sectors: ['insurance', 'retail', 'public-sector', 'media', 'transport'],
    degrees: ['masterDesign', 'masterErgonomics'],
    certifications: ['googleUx', 'opquast', 'accessibility'],
  },
  {
    key: 'sap-consultant',
    desiredPositions: ['Consultant SAP FI/CO', 'Consultant fonctionnel SAP', 'Consultant SAP MM'],
    jobs: ['sap-functional-consultant', 'sap-fico-consultant', 'sap-mm-consultant'],
    domains: [
      {
        domain: 'erp-crm',
        skills: ['sap-s4hana', 'sap-ecc', 'sap-fi', 'sap-co', 'sap-mm', 'sap-sd', 'sap-fiori', 'sap-btp'],
      },
      { domain: 'methods', skills: ['v-model', 'bpmn', 'change-management'] },
      { domain: 'bi-analytics', skills: ['excel-advanced', 'sap-businessobjects'] },
      { domain: 'project-tools', skills: ['ms-project', 'jira', 'sharepoint'] },
    ],
    softSkills: [
      'Recueil du besoin',
      'Formation des utilisateurs',
      "Animation d'ateliers",
      'Rédaction de spécifications',
    ],
    positions: ['Consultant fonctionnel SAP', 'Consultant SAP FI/CO', 'Lead SAP finance'],
    contexts: [
      'Programme de migration vers SAP S/4HANA, 20 pays',
      'Centre de compétences SAP de la direction financière',
      "Maintenance évolutive de l'ERP, équipe de 10 consultants",
    ],
    projects: [
      {
        name: 'Migration vers SAP S/4HANA',
        description:
          "Conception et paramétrage des modules FI et CO, reprise des données et tests d'intégration sur 20 pays.",
      },
      {
        name: 'Clôture comptable accélérée',
        description:
          'Automatisation des écritures de clôture et des rapprochements, clôture mensuelle passée de 8 à 4 jours.',
      },
      {
        name: 'Déploiement du module achats',
        description:
          'Paramétrage SAP MM, workflows de validation des commandes et formation de 150 acheteurs.',
      },
      {
        name: 'Applications Fiori pour les managers',
        description:
          "Mise en place des applications Fiori de validation des notes de frais et des demandes d'achat.",
      },
    ],
    sectors: ['industry', 'energy', 'luxury', 'retail', 'aerospace'],
    degrees: ['masterManagementIs', 'masterMiage', 'engineering'],
    certifications: ['sapFi', 'sapMm'],
  },
  {
    key: 'sap-abap',
    desiredPositions: ['Développeur ABAP', 'Consultant technique SAP'],
    jobs: ['abap-developer', 'sap-technical-consultant'],
    domains: [
      { domain: 'erp-crm', skills: ['abap', 'sap-s4hana', 'sap-ecc', 'sap-fiori', 'sap-btp', 'sap-sd'] },
      { domain: 'languages', skills: ['sql', 'javascript'] },
      { domain: 'frontend', skills: ['html', 'css'] },
      { domain: 'testing', skills: ['unit-testing', 'regression-testing'] },
    ],
    softSkills: ['Rédaction de spécifications techniques', 'Rigueur'],
    positions: ['Développeur ABAP', 'Consultant technique SAP'],
    contexts: ['Centre de services SAP, équipe offshore et onshore', 'Projet de conversion S/4HANA'],
    projects: [
      {
        name: 'Interfaces SAP et entrepôt logistique',
        description:
          "Développement des IDoc et services OData entre SAP et le système de gestion d'entrepôt.",
      },
      {
        name: 'Conversion du code spécifique',
        description: 'Analyse et adaptation de 1 200 programmes spécifiques pour la conversion S/4HANA.',
      },
      {
        name: 'Éditions de facturation',
        description: 'Refonte des formulaires de facturation en Adobe Forms pour 12 sociétés du groupe.',
      },
    ],
    sectors: ['industry', 'retail', 'luxury', 'automotive'],
    degrees: ['engineering', 'masterMiage', 'butComputerScience'],
    certifications: ['sapAbap'],
  },
  {
    key: 'devops',
    desiredPositions: ['Ingénieur DevOps', 'Ingénieur SRE', 'Ingénieur plateforme'],
    jobs: ['devops-engineer', 'sre', 'platform-engineer'],
    domains: [
      {
        domain: 'devops',
        skills: [
          'docker',
          'kubernetes',
          'helm',
          'terraform',
          'ansible',
          'gitlab-ci',
          'github-actions',
          'jenkins',
          'argocd',
          'prometheus',
          'grafana',
          'git',
          'openshift',
          'datadog',
        ],
      },
      { domain: 'cloud', skills: ['aws', 'azure', 'gcp', 'aws-eks', 'azure-aks', 'ovhcloud', 'finops'] },
      { domain: 'networks-systems', skills: ['linux', 'rhel', 'nginx', 'shell-scripting', 'haproxy'] },
      { domain: 'languages', skills: ['bash', 'python', 'go'] },
      { domain: 'security', skills: ['hashicorp-vault', 'devsecops'] },
    ],
    softSkills: ['Gestion des incidents', 'Sens du service', 'Documentation des procédures'],
    positions: ['Ingénieur DevOps', 'Ingénieur SRE', 'Ingénieur plateforme'],
    contexts: [
      'Équipe plateforme de 6 personnes au service de 40 équipes de développement',
      'Migration du datacenter vers le cloud public',
      'Industrialisation des déploiements pour une DSI de 300 personnes',
    ],
    projects: [
      {
        name: 'Plateforme Kubernetes mutualisée',
        description:
          'Mise en place de clusters Kubernetes multi-environnements, GitOps avec Argo CD et observabilité Prometheus.',
      },
      {
        name: 'Infrastructure as code',
        description:
          "Réécriture de toute l'infrastructure en Terraform et Ansible, environnements recréés en moins d'une heure.",
      },
      {
        name: 'Chaîne CI/CD unifiée',
        description:
          'Modèles de pipelines GitLab CI partagés, analyses de sécurité intégrées et déploiements en continu.',
      },
      {
        name: 'Migration vers le cloud public',
        description:
          'Migration de 120 applications vers AWS, landing zone, supervision et suivi FinOps des coûts.',
      },
    ],
    sectors: ['software-services', 'telecom', 'banking', 'media', 'retail'],
    degrees: ['engineering', 'engineeringNetworks', 'dutNetworks'],
    certifications: ['cka', 'ckad', 'terraform', 'awsSolutionsArchitect', 'azureAdministrator'],
  },
  {
    key: 'qa-tester',
    desiredPositions: ['Ingénieur QA', 'Automaticien de tests', 'Testeur fonctionnel'],
    jobs: ['qa-engineer', 'test-automation-engineer', 'functional-tester'],
    domains: [
      {
        domain: 'testing',
        skills: [
          'selenium',
          'cypress',
          'playwright',
          'cucumber',
          'robot-framework',
          'postman',
          'jmeter',
          'squash-tm',
          'xray',
          'regression-testing',
          'acceptance-testing',
          'bdd',
        ],
      },
      { domain: 'languages', skills: ['java', 'python', 'javascript', 'sql'] },
      { domain: 'project-tools', skills: ['jira', 'confluence'] },
      { domain: 'devops', skills: ['jenkins', 'gitlab-ci', 'git'] },
    ],
    softSkills: ['Sens du détail', 'Rigueur', 'Rédaction de cahiers de recette'],
    positions: ['Ingénieur QA', 'Automaticien de tests', 'Testeur fonctionnel', 'Responsable de recette'],
    contexts: [
      'Centre de services de recette, 12 testeurs',
      "Équipe qualité transverse d'un programme agile à l'échelle",
      'Recette des applications métier avant mise en production',
    ],
    projects: [
      {
        name: 'Automatisation des tests de non-régression',
        description:
          'Framework Playwright et Cucumber, 600 scénarios automatisés exécutés chaque nuit dans la CI.',
      },
      {
        name: "Recette de l'application de gestion des sinistres",
        description:
          'Stratégie de test, rédaction de 900 cas de test dans Squash TM et pilotage des anomalies.',
        sectors: ['insurance'],
      },
      {
        name: 'Campagne de tests de performance',
        description:
          'Scénarios JMeter simulant 5 000 utilisateurs simultanés, analyse des goulets et recommandations.',
      },
      {
        name: 'Tests des API partenaires',
        description:
          'Collections Postman automatisées pour 40 API, contrôles de contrat et rapports de couverture.',
      },
    ],
    sectors: ['insurance', 'banking', 'transport', 'public-sector', 'telecom'],
    degrees: ['butComputerScience', 'licenceWeb', 'masterMiage', 'btsSio'],
    certifications: ['istqb', 'istqbAutomation', 'iseb'],
  },
  {
    key: 'salesforce',
    desiredPositions: ['Consultant Salesforce', 'Développeur Salesforce', 'Administrateur Salesforce'],
    jobs: ['salesforce-consultant', 'salesforce-developer', 'salesforce-administrator'],
    domains: [
      {
        domain: 'erp-crm',
        skills: [
          'salesforce-sales-cloud',
          'salesforce-service-cloud',
          'salesforce-marketing-cloud',
          'salesforce-apex',
          'salesforce-lwc',
          'hubspot',
        ],
      },
      { domain: 'languages', skills: ['javascript', 'sql'] },
      { domain: 'architecture', skills: ['mulesoft', 'api-management'] },
      { domain: 'methods', skills: ['scrum', 'user-stories'] },
      { domain: 'project-tools', skills: ['jira', 'confluence'] },
    ],
    softSkills: ['Recueil du besoin', 'Formation des utilisateurs', 'Orientation client'],
    positions: ['Consultant Salesforce', 'Développeur Salesforce', 'Administrateur Salesforce'],
    contexts: [
      'Déploiement du CRM pour 1 500 commerciaux',
      'Centre de compétences CRM, équipe de 8 personnes',
    ],
    projects: [
      {
        name: 'Déploiement Sales Cloud',
        description:
          'Paramétrage des opportunités, devis et prévisions de ventes pour 3 réseaux commerciaux européens.',
      },
      {
        name: 'Service client omnicanal',
        description:
          'Mise en place de Service Cloud, routage des demandes et base de connaissances pour 300 conseillers.',
      },
      {
        name: 'Composants Lightning sur mesure',
        description: 'Développement de composants LWC et de déclencheurs Apex pour la gestion des contrats.',
      },
      {
        name: 'Intégration CRM et ERP',
        description: "Synchronisation des comptes et commandes entre Salesforce et l'ERP via MuleSoft.",
      },
    ],
    sectors: ['luxury', 'automotive', 'insurance', 'media', 'energy'],
    degrees: ['masterManagementIs', 'masterMiage', 'engineering'],
    certifications: ['salesforceAdmin', 'salesforceDeveloper', 'salesforceSales'],
  },
  {
    key: 'dotnet',
    desiredPositions: ['Ingénieur études et développement', 'Développeur back end', 'Développeur Microsoft'],
    jobs: ['dotnet-developer', 'software-engineer', 'backend-developer'],
    domains: [
      { domain: 'languages', skills: ['csharp', 'tsql', 'typescript', 'powershell'] },
      { domain: 'backend', skills: ['dotnet', 'aspnet-core', 'entity-framework', 'rest-api', 'grpc'] },
      { domain: 'databases', skills: ['sql-server', 'redis', 'postgresql'] },
      { domain: 'cloud', skills: ['azure', 'azure-functions', 'azure-app-service'] },
      { domain: 'devops', skills: ['azure-devops', 'docker', 'git'] },
      { domain: 'frontend', skills: ['angular', 'rxjs'] },
    ],
    softSkills: ['Revue de code', 'Autonomie'],
    positions: ['Développeur .NET', 'Ingénieur études et développement', 'Lead développeur .NET'],
    contexts: [
      'Équipe applicative de la direction industrielle',
      'Éditeur de logiciels, équipe produit de 10 personnes',
    ],
    projects: [
      {
        name: 'Portail fournisseurs',
        description:
          'Portail ASP.NET Core et Angular pour le dépôt des factures fournisseurs, 4 000 utilisateurs externes.',
      },
      {
        name: 'Suivi de production en temps réel',
        description:
          'Services .NET collectant les données des lignes de production, alertes et tableaux de bord.',
        sectors: ['industry', 'construction'],
      },
      {
        name: 'Migration vers Azure',
        description:
          'Migration des applications IIS vers Azure App Service et Azure Functions, pipelines Azure DevOps.',
      },
    ],
    sectors: ['industry', 'construction', 'software-services', 'healthcare'],
    degrees: ['engineering', 'butComputerScience', 'masterComputerScience'],
    certifications: ['azureAdministrator'],
  },
  {
    key: 'cloud-architect',
    desiredPositions: ['Architecte cloud', 'Architecte solution', 'Architecte technique'],
    jobs: ['cloud-architect', 'solution-architect', 'technical-architect'],
    domains: [
      {
        domain: 'cloud',
        skills: [
          'aws',
          'azure',
          'gcp',
          'serverless',
          'cloud-migration',
          'finops',
          'aws-lambda',
          'aws-cloudformation',
          'azure-aks',
        ],
      },
      {
        domain: 'architecture',
        skills: ['microservices', 'event-driven', 'api-management', 'togaf', 'enterprise-architecture'],
      },
      { domain: 'devops', skills: ['terraform', 'kubernetes', 'docker'] },
      { domain: 'languages', skills: ['java', 'python'] },
      { domain: 'security', skills: ['iam', 'entra-id', 'oauth2-oidc'] },
      { domain: 'networks-systems', skills: ['tcp-ip', 'vpn', 'linux'] },
    ],
    softSkills: [
      'Vision stratégique',
      'Prise de parole en public',
      'Négociation',
      'Gestion des parties prenantes',
    ],
    positions: ['Architecte cloud', 'Architecte solution', 'Architecte technique'],
    contexts: [
      "Cellule d'architecture de la DSI groupe",
      'Programme de migration vers le cloud, 400 applications',
    ],
    projects: [
      {
        name: 'Landing zone multi-comptes',
        description:
          'Conception de la landing zone AWS, gouvernance des comptes, réseau et sécurité par défaut.',
      },
      {
        name: 'Stratégie cloud groupe',
        description: 'Étude des scénarios de migration, choix des fournisseurs et trajectoire sur trois ans.',
      },
      {
        name: 'Architecture événementielle',
        description:
          "Dossier d'architecture et socle événementiel pour découpler 12 applications historiques.",
      },
    ],
    sectors: ['banking', 'energy', 'retail', 'public-sector', 'industry'],
    degrees: ['engineering', 'engineeringNetworks'],
    certifications: ['awsSolutionsArchitect', 'azureSolutionsArchitect', 'togaf', 'terraform'],
  },
  {
    key: 'scrum-master',
    desiredPositions: ['Scrum master', 'Coach agile', 'Release train engineer'],
    jobs: ['scrum-master', 'agile-coach', 'release-train-engineer'],
    domains: [
      {
        domain: 'methods',
        skills: [
          'scrum',
          'kanban',
          'safe',
          'less',
          'lean',
          'okr',
          'user-stories',
          'change-management',
          'design-thinking',
        ],
      },
      { domain: 'project-tools', skills: ['jira', 'confluence', 'miro', 'klaxoon', 'azure-boards'] },
    ],
    softSkills: [
      'Facilitation',
      'Gestion de conflits',
      'Animation de rétrospectives',
      "Coaching d'équipe",
      'Écoute active',
    ],
    positions: ['Scrum master', 'Coach agile', 'Release train engineer'],
    contexts: [
      "Transformation agile à l'échelle, 9 équipes",
      "Accompagnement de deux équipes produit de l'espace client",
    ],
    projects: [
      {
        name: "Lancement d'un train SAFe",
        description:
          'Préparation et animation des PI planning, mise en place des rituels et des indicateurs de flux.',
      },
      {
        name: "Accompagnement d'équipes Scrum",
        description:
          'Coaching de 3 équipes, amélioration continue et prévisibilité des livraisons passée à 85 %.',
      },
      {
        name: 'Passage au Kanban du support',
        description:
          'Visualisation du flux, limites de travail en cours et réduction de moitié du délai de traitement.',
      },
    ],
    sectors: ['banking', 'insurance', 'telecom', 'retail', 'transport'],
    degrees: ['masterManagementIs', 'masterProjectManagement', 'engineering'],
    certifications: ['psm1', 'safeScrumMaster', 'safeRte'],
  },
  {
    key: 'product-owner',
    desiredPositions: ['Product owner', 'Product manager', 'Chef de projet AMOA'],
    jobs: ['product-owner', 'product-manager', 'business-analyst'],
    domains: [
      {
        domain: 'methods',
        skills: ['scrum', 'user-stories', 'product-management', 'design-thinking', 'okr', 'kanban'],
      },
      { domain: 'project-tools', skills: ['jira', 'confluence', 'miro', 'notion'] },
      { domain: 'bi-analytics', skills: ['google-analytics', 'excel-advanced', 'power-bi'] },
      { domain: 'design-ux', skills: ['figma', 'user-research'] },
    ],
    softSkills: [
      'Priorisation',
      'Recueil du besoin',
      'Rédaction de spécifications',
      'Négociation',
      'Orientation client',
    ],
    positions: ['Product owner', 'Product manager', 'Proxy product owner'],
    contexts: ["Squad de l'application mobile, 9 personnes", 'Produit numérique B2B en construction'],
    projects: [
      {
        name: 'Application mobile de suivi de colis',
        description:
          'Vision produit, backlog et priorisation, 1 million de téléchargements la première année.',
        sectors: ['transport', 'retail'],
      },
      {
        name: 'Parcours de déclaration en ligne',
        description:
          "Découpage en user stories, critères d'acceptation et mesure de l'usage après chaque livraison.",
        sectors: ['public-sector', 'insurance'],
      },
      {
        name: 'Portail partenaires',
        description:
          "Cadrage du produit avec les partenaires, feuille de route trimestrielle et indicateurs d'adoption.",
      },
    ],
    sectors: ['transport', 'public-sector', 'insurance', 'retail', 'media'],
    degrees: ['masterManagementIs', 'mba', 'masterMiage', 'engineering'],
    certifications: ['pspo1', 'psm1'],
  },
  {
    key: 'security',
    desiredPositions: ['Consultant cybersécurité', 'Ingénieur cybersécurité', 'Pentester'],
    jobs: ['security-consultant', 'security-engineer', 'pentester'],
    domains: [
      {
        domain: 'security',
        skills: [
          'owasp',
          'pentest',
          'iam',
          'siem',
          'splunk',
          'iso-27001',
          'ebios-rm',
          'gdpr',
          'firewalls',
          'soc',
          'vulnerability-management',
          'pki',
          'cyberark',
        ],
      },
      {
        domain: 'networks-systems',
        skills: ['linux', 'windows-server', 'active-directory', 'tcp-ip', 'vpn'],
      },
      { domain: 'languages', skills: ['python', 'bash', 'powershell'] },
      { domain: 'cloud', skills: ['azure', 'aws'] },
    ],
    softSkills: ['Pédagogie', "Rédaction de rapports d'audit", 'Discrétion'],
    positions: ['Consultant cybersécurité', 'Ingénieur sécurité', 'Auditeur sécurité'],
    contexts: [
      'Direction de la sécurité du groupe, équipe de 15 personnes',
      'Audit et mise en conformité NIS 2',
    ],
    projects: [
      {
        name: 'Mise en conformité ISO 27001',
        description:
          "Analyse de risques EBIOS RM, plan de traitement et préparation de l'audit de certification.",
      },
      {
        name: "Tests d'intrusion applicatifs",
        description:
          "Tests d'intrusion de 20 applications web, rapports priorisés et accompagnement des corrections.",
      },
      {
        name: 'Gestion des accès à privilèges',
        description: "Déploiement de CyberArk pour 600 comptes à privilèges, revues d'accès trimestrielles.",
      },
      {
        name: 'Mise en place du SOC',
        description:
          'Choix du SIEM, règles de détection, procédures de réponse aux incidents et exercices de crise.',
      },
    ],
    sectors: ['defence', 'banking', 'healthcare', 'energy', 'public-sector'],
    degrees: ['masterSecurity', 'engineeringNetworks', 'engineering'],
    certifications: ['iso27001', 'ceh', 'securityPlus'],
  },
  {
    key: 'mobile',
    desiredPositions: ['Développeur mobile', 'Développeur iOS', 'Développeur Android'],
    jobs: ['mobile-developer', 'ios-developer', 'android-developer'],
    domains: [
      {
        domain: 'mobile',
        skills: [
          'android',
          'ios',
          'react-native',
          'flutter',
          'swiftui',
          'jetpack-compose',
          'firebase',
          'app-store-publishing',
          'mobile-accessibility',
        ],
      },
      { domain: 'languages', skills: ['kotlin', 'swift', 'dart', 'typescript'] },
      { domain: 'backend', skills: ['rest-api', 'graphql'] },
      { domain: 'testing', skills: ['appium', 'unit-testing'] },
    ],
    softSkills: ['Sens du produit', 'Curiosité technique'],
    positions: ['Développeur mobile', 'Développeur iOS', 'Développeur Android'],
    contexts: [
      'Équipe mobile de 5 développeurs, application grand public',
      'Agence produit, applications pour plusieurs clients',
    ],
    projects: [
      {
        name: 'Application de billettique',
        description:
          'Achat et validation de titres de transport sur mobile, paiement intégré et mode hors ligne.',
        sectors: ['transport'],
      },
      {
        name: 'Application bancaire',
        description:
          'Nouvelle application iOS et Android, authentification forte et notifications en temps réel.',
        sectors: ['banking'],
      },
      {
        name: 'Application de fidélité',
        description: 'Application Flutter avec carte de fidélité dématérialisée et offres personnalisées.',
        sectors: ['retail', 'media'],
      },
    ],
    sectors: ['transport', 'banking', 'retail', 'media'],
    degrees: ['engineering', 'butComputerScience', 'masterComputerScience'],
    certifications: ['androidDeveloper'],
  },
  {
    key: 'bi-consultant',
    desiredPositions: ['Consultant BI', 'Data analyst', 'Développeur BI'],
    jobs: ['bi-consultant', 'data-analyst', 'bi-developer'],
    domains: [
      {
        domain: 'bi-analytics',
        skills: [
          'power-bi',
          'tableau',
          'qlik-sense',
          'dax',
          'ssis',
          'ssrs',
          'sap-businessobjects',
          'excel-advanced',
          'data-visualization',
        ],
      },
      { domain: 'databases', skills: ['sql-server', 'oracle-database', 'postgresql', 'teradata'] },
      { domain: 'languages', skills: ['sql', 'tsql', 'python'] },
      { domain: 'data-engineering', skills: ['talend', 'data-modeling', 'etl-elt'] },
    ],
    softSkills: ['Esprit de synthèse', 'Recueil du besoin', 'Formation des utilisateurs'],
    positions: ['Consultant BI', 'Data analyst', 'Développeur BI'],
    contexts: ['Pôle décisionnel de la direction financière', 'Centre de services BI, 20 rapports par mois'],
    projects: [
      {
        name: 'Tableaux de bord commerciaux',
        description:
          'Conception de 15 rapports Power BI pour les directions régionales, sécurité par ligne et actualisation quotidienne.',
      },
      {
        name: 'Entrepôt de données financier',
        description:
          "Modélisation et alimentation SSIS de l'entrepôt financier, rapprochement avec la comptabilité.",
      },
      {
        name: 'Migration BusinessObjects vers Power BI',
        description: 'Inventaire de 300 rapports, rationalisation et migration des 90 rapports conservés.',
      },
    ],
    sectors: ['retail', 'industry', 'insurance', 'healthcare', 'luxury'],
    degrees: ['masterMiage', 'masterDataScience', 'butComputerScience'],
    certifications: ['powerBi'],
  },
  {
    key: 'business-analyst',
    desiredPositions: ['Consultant AMOA', 'Business analyst', 'Analyste fonctionnel'],
    jobs: ['amoa-consultant', 'business-analyst', 'functional-analyst'],
    domains: [
      { domain: 'methods', skills: ['bpmn', 'uml', 'user-stories', 'v-model', 'scrum', 'merise'] },
      { domain: 'project-tools', skills: ['jira', 'confluence', 'visio', 'microsoft-365'] },
      { domain: 'testing', skills: ['acceptance-testing', 'squash-tm'] },
      { domain: 'languages', skills: ['sql'] },
    ],
    softSkills: [
      'Rédaction de spécifications',
      "Animation d'ateliers",
      'Recueil du besoin',
      'Esprit de synthèse',
      "Capacité d'analyse",
    ],
    positions: ['Consultant AMOA', 'Business analyst', 'Analyste fonctionnel'],
    contexts: [
      'Direction des opérations, projet de refonte du back-office',
      "Assistance à maîtrise d'ouvrage pour la direction métier",
    ],
    projects: [
      {
        name: 'Dématérialisation des dossiers de prêt',
        description: 'Modélisation des processus cibles, spécifications fonctionnelles et recette métier.',
        sectors: ['banking'],
      },
      {
        name: 'Refonte du portail agents',
        description: 'Ateliers avec 40 agents, rédaction des user stories et suivi des livraisons.',
      },
      {
        name: 'Conformité réglementaire',
        description:
          "Analyse d'impact d'une nouvelle réglementation sur 8 applications et plan de mise en conformité.",
      },
    ],
    sectors: ['banking', 'insurance', 'public-sector', 'healthcare'],
    degrees: ['masterMiage', 'masterManagementIs', 'masterProjectManagement'],
    certifications: ['pspo1', 'istqb'],
  },
  {
    key: 'sysadmin',
    desiredPositions: ['Administrateur systèmes et réseaux', 'Ingénieur systèmes', 'Ingénieur de production'],
    jobs: ['system-administrator', 'systems-engineer', 'production-engineer'],
    domains: [
      {
        domain: 'networks-systems',
        skills: [
          'linux',
          'rhel',
          'windows-server',
          'active-directory',
          'vmware-vsphere',
          'cisco',
          'dns-dhcp',
          'veeam',
          'zabbix',
          'citrix',
          'shell-scripting',
        ],
      },
      { domain: 'devops', skills: ['ansible', 'git', 'grafana'] },
      { domain: 'languages', skills: ['bash', 'powershell', 'python'] },
      { domain: 'methods', skills: ['itil'] },
    ],
    softSkills: ['Gestion des incidents', 'Sens du service', 'Gestion du stress'],
    positions: ['Administrateur systèmes', 'Ingénieur systèmes', 'Ingénieur de production'],
    contexts: ["Équipe d'exploitation, 2 000 serveurs", "Infogérance du système d'information, astreintes"],
    projects: [
      {
        name: 'Virtualisation des serveurs',
        description:
          "Migration de 300 serveurs physiques vers VMware vSphere, plan de reprise d'activité testé.",
      },
      {
        name: 'Automatisation des mises à jour',
        description: 'Playbooks Ansible pour les correctifs de sécurité mensuels sur 1 500 serveurs Linux.',
      },
      {
        name: 'Refonte de la supervision',
        description:
          'Déploiement de Zabbix et Grafana, alertes par service métier et réduction des fausses alertes.',
      },
    ],
    sectors: ['healthcare', 'public-sector', 'industry', 'education', 'construction'],
    degrees: ['dutNetworks', 'engineeringNetworks', 'btsSio'],
    certifications: ['rhcsa', 'ccna', 'itil'],
  },
  {
    key: 'embedded',
    desiredPositions: ['Ingénieur logiciel embarqué', 'Développeur C embarqué'],
    jobs: ['embedded-developer', 'cpp-developer', 'iot-engineer'],
    domains: [
      {
        domain: 'embedded-iot',
        skills: [
          'embedded-c',
          'rtos',
          'freertos',
          'embedded-linux',
          'yocto',
          'arm-cortex',
          'autosar',
          'can-bus',
          'do-178c',
          'iso-26262',
          'mqtt',
        ],
      },
      { domain: 'languages', skills: ['c', 'cpp', 'python'] },
      { domain: 'testing', skills: ['unit-testing', 'regression-testing'] },
      { domain: 'devops', skills: ['git', 'jenkins'] },
    ],
    softSkills: ['Rigueur', 'Rédaction de documentation technique'],
    positions: ['Ingénieur logiciel embarqué', 'Développeur C embarqué', 'Ingénieur IoT'],
    contexts: ["Bureau d'études, équipe logiciel de 12 personnes", 'Développement de calculateurs critiques'],
    projects: [
      {
        name: 'Calculateur de gestion batterie',
        description: 'Logiciel embarqué AUTOSAR du calculateur batterie, sûreté de fonctionnement ISO 26262.',
        sectors: ['automotive', 'energy'],
      },
      {
        name: 'Logiciel de commandes de vol',
        description: 'Développement et vérification selon la DO-178C niveau B, tests sur banc.',
        sectors: ['aerospace', 'defence'],
      },
      {
        name: 'Capteurs connectés',
        description: 'Firmware FreeRTOS de capteurs LoRaWAN et remontée des mesures en MQTT.',
      },
    ],
    sectors: ['automotive', 'aerospace', 'defence', 'energy'],
    degrees: ['engineeringEmbedded', 'engineering'],
    certifications: [],
  },
  {
    key: 'python-backend',
    desiredPositions: ['Développeur Python', 'Développeur back end Python'],
    jobs: ['python-developer', 'backend-developer', 'software-developer'],
    domains: [
      { domain: 'languages', skills: ['python', 'sql', 'bash', 'go'] },
      { domain: 'backend', skills: ['django', 'fastapi', 'flask', 'rest-api', 'graphql'] },
      { domain: 'databases', skills: ['postgresql', 'redis', 'elasticsearch'] },
      { domain: 'testing', skills: ['pytest', 'tdd'] },
      { domain: 'devops', skills: ['docker', 'gitlab-ci', 'git', 'kubernetes'] },
    ],
    softSkills: ['Autonomie', 'Veille technologique'],
    positions: ['Développeur Python', 'Développeur back-end'],
    contexts: ['Start-up de la santé numérique, équipe de 6 développeurs', 'Équipe produit SaaS B2B'],
    projects: [
      {
        name: 'API de prise de rendez-vous',
        description:
          'API FastAPI de prise de rendez-vous, 50 000 réservations par jour, recherche Elasticsearch.',
        sectors: ['healthcare', 'public-sector'],
      },
      {
        name: 'Back-office de facturation',
        description:
          'Application Django de facturation récurrente, exports comptables et relances automatiques.',
      },
      {
        name: 'Moteur de recommandation',
        description: 'Service Python de recommandation de contenus, cache Redis et tests de charge.',
      },
    ],
    sectors: ['healthcare', 'software-services', 'education', 'media'],
    degrees: ['engineering', 'masterComputerScience', 'butComputerScience'],
    certifications: ['awsDeveloper'],
  },
  {
    key: 'servicenow',
    desiredPositions: ['Consultant ServiceNow', 'Consultant ITSM'],
    jobs: ['servicenow-consultant', 'itsm-consultant'],
    domains: [
      { domain: 'erp-crm', skills: ['servicenow'] },
      { domain: 'methods', skills: ['itil', 'scrum', 'bpmn'] },
      { domain: 'languages', skills: ['javascript'] },
      { domain: 'low-code', skills: ['power-automate', 'uipath'] },
    ],
    softSkills: ['Recueil du besoin', 'Formation des utilisateurs'],
    positions: ['Consultant ServiceNow', 'Consultant ITSM'],
    contexts: ['Refonte des processus de support informatique', 'Plateforme de services aux collaborateurs'],
    projects: [
      {
        name: 'Déploiement ITSM',
        description:
          'Mise en place des processus incidents, demandes et changements dans ServiceNow pour 25 000 utilisateurs.',
      },
      {
        name: 'Portail de services RH',
        description: 'Catalogue de services RH, workflows de validation et base de connaissances.',
      },
    ],
    sectors: ['industry', 'energy', 'public-sector'],
    degrees: ['masterMiage', 'butComputerScience'],
    certifications: ['servicenowAdmin', 'itil'],
  },
];

/** Functional skills any consultant may list (mission 4), added to the profile's own. */
export const COMMON_SOFT_SKILLS: readonly string[] = [
  "Animation d'ateliers",
  'Rédaction de spécifications',
  'Gestion des priorités',
  "Esprit d'équipe",
  'Communication écrite et orale',
  'Autonomie',
  'Pédagogie',
  "Capacité d'analyse",
  'Résolution de problèmes',
  'Organisation',
  'Adaptabilité',
  'Rigueur',
  'Esprit de synthèse',
  'Leadership',
  'Gestion du temps',
  'Travail en équipe distribuée',
  'Accompagnement des utilisateurs',
  'Force de proposition',
];

/** Generic experience contexts (at most 90 characters). */
export const COMMON_CONTEXTS: readonly string[] = [
  'Mission de conseil au sein de la DSI',
  'Projet stratégique suivi par le comité de direction',
  'Équipe pluridisciplinaire de 10 personnes, méthode agile',
  'Renfort sur un projet à forte échéance réglementaire',
];
