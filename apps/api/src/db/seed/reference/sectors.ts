/**
 * Activity sectors and their sub-sectors (mission 5: an experience has a sector, its projects
 * pick sub-sectors of that sector). Ids are stable and unique across all sub-sectors.
 */
import type { SectorData } from './types.ts';

export const SECTORS: readonly SectorData[] = [
  {
    sector: ['banking', 'Banque', 'Banking'],
    subSectors: [
      ['retail-banking', 'Banque de détail', 'Retail banking'],
      [
        'corporate-investment-banking',
        "Banque de financement et d'investissement",
        'Corporate and investment banking',
      ],
      ['private-banking', 'Banque privée', 'Private banking'],
      ['payments', 'Moyens de paiement', 'Payments'],
      ['asset-management', "Gestion d'actifs", 'Asset management'],
      ['consumer-credit', 'Crédit à la consommation', 'Consumer credit'],
      ['capital-markets', 'Marchés financiers', 'Capital markets'],
    ],
  },
  {
    sector: ['insurance', 'Assurance', 'Insurance'],
    subSectors: [
      ['life-insurance', 'Assurance vie', 'Life insurance'],
      ['property-casualty', 'Assurance IARD', 'Property and casualty insurance'],
      ['health-insurance', 'Complémentaire santé', 'Health insurance'],
      ['reinsurance', 'Réassurance', 'Reinsurance'],
      ['insurance-brokerage', 'Courtage en assurance', 'Insurance brokerage'],
      ['pensions', 'Retraite et prévoyance', 'Pensions and protection'],
    ],
  },
  {
    sector: ['energy', 'Énergie', 'Energy'],
    subSectors: [
      ['power-generation', "Production d'électricité", 'Power generation'],
      ['nuclear', 'Nucléaire', 'Nuclear'],
      ['renewables', 'Énergies renouvelables', 'Renewable energy'],
      ['oil-gas', 'Pétrole et gaz', 'Oil and gas'],
      ['energy-networks', "Réseaux de transport et de distribution d'énergie", 'Power and gas grids'],
      ['energy-retail', "Fourniture d'énergie", 'Energy retail'],
      ['water-environment', 'Eau et environnement', 'Water and environment'],
    ],
  },
  {
    sector: ['transport', 'Transport et logistique', 'Transport & logistics'],
    subSectors: [
      ['rail', 'Ferroviaire', 'Rail'],
      ['urban-transport', 'Transports urbains', 'Public transport'],
      ['logistics', 'Logistique', 'Logistics'],
      ['shipping', 'Transport maritime', 'Shipping'],
      ['air-transport', 'Transport aérien', 'Air transport'],
      ['road-freight', 'Transport routier de marchandises', 'Road freight'],
    ],
  },
  {
    sector: ['healthcare', 'Santé', 'Healthcare'],
    subSectors: [
      ['hospitals', 'Hôpitaux et cliniques', 'Hospitals and clinics'],
      ['pharma', 'Industrie pharmaceutique', 'Pharmaceuticals'],
      ['medical-devices', 'Dispositifs médicaux', 'Medical devices'],
      ['e-health', 'E-santé', 'Digital health'],
      ['biotech', 'Biotechnologies', 'Biotechnology'],
      ['medical-laboratories', "Laboratoires d'analyses médicales", 'Clinical laboratories'],
    ],
  },
  {
    sector: ['public-sector', 'Secteur public', 'Public sector'],
    subSectors: [
      ['central-government', 'Administration centrale', 'Central government'],
      ['local-authorities', 'Collectivités territoriales', 'Local authorities'],
      ['social-security', 'Protection sociale', 'Social security'],
      ['justice-interior', 'Justice et sécurité intérieure', 'Justice and home affairs'],
      ['employment-services', 'Emploi et formation', 'Employment services'],
      ['public-finance', 'Finances publiques', 'Public finance'],
    ],
  },
  {
    sector: ['telecom', 'Télécommunications', 'Telecommunications'],
    subSectors: [
      ['mobile-operators', 'Opérateurs mobiles', 'Mobile operators'],
      ['fixed-networks', 'Réseaux fixes et fibre optique', 'Fixed and fibre networks'],
      ['telecom-equipment', 'Équipementiers télécoms', 'Telecom equipment'],
      ['satellite', 'Télécommunications par satellite', 'Satellite communications'],
      ['data-centres', 'Centres de données', 'Data centres'],
    ],
  },
  {
    sector: ['industry', 'Industrie', 'Manufacturing'],
    subSectors: [
      ['chemicals', 'Chimie', 'Chemicals'],
      ['metals', 'Métallurgie et sidérurgie', 'Metals and steel'],
      ['industrial-equipment', 'Équipements industriels', 'Industrial equipment'],
      ['agrifood', 'Agroalimentaire', 'Food and beverage'],
      ['construction-materials', 'Matériaux de construction', 'Construction materials'],
      ['electronics', 'Électronique', 'Electronics'],
      ['tyres-rubber', 'Pneumatiques et caoutchouc', 'Tyres and rubber'],
    ],
  },
  {
    sector: ['retail', 'Commerce et distribution', 'Retail'],
    subSectors: [
      ['grocery-retail', 'Grande distribution alimentaire', 'Grocery retail'],
      ['specialist-retail', 'Distribution spécialisée', 'Specialist retail'],
      ['e-commerce', 'Commerce en ligne', 'E-commerce'],
      ['sporting-goods', 'Articles de sport', 'Sporting goods'],
      ['home-improvement', 'Bricolage et ameublement', 'DIY and home furnishing'],
      ['marketplaces', 'Places de marché', 'Marketplaces'],
    ],
  },
  {
    sector: ['luxury', 'Luxe', 'Luxury'],
    subSectors: [
      ['fashion-leather', 'Mode et maroquinerie', 'Fashion and leather goods'],
      ['cosmetics', 'Cosmétiques et parfums', 'Cosmetics and fragrances'],
      ['jewellery-watches', 'Joaillerie et horlogerie', 'Jewellery and watches'],
      ['wines-spirits', 'Vins et spiritueux', 'Wines and spirits'],
      ['luxury-hospitality', 'Hôtellerie de luxe', 'Luxury hospitality'],
    ],
  },
  {
    sector: ['defence', 'Défense', 'Defence'],
    subSectors: [
      ['armed-forces', 'Armées', 'Armed forces'],
      ['defence-systems', 'Systèmes de défense', 'Defence systems'],
      ['naval-defence', 'Naval de défense', 'Naval defence'],
      ['cyber-defence', 'Cyberdéfense', 'Cyber defence'],
      ['defence-intelligence', 'Renseignement', 'Intelligence'],
    ],
  },
  {
    sector: ['automotive', 'Automobile', 'Automotive'],
    subSectors: [
      ['car-manufacturers', 'Constructeurs automobiles', 'Car manufacturers'],
      ['automotive-suppliers', 'Équipementiers automobiles', 'Automotive suppliers'],
      ['electric-mobility', 'Mobilité électrique', 'Electric mobility'],
      ['car-distribution', 'Distribution automobile', 'Car dealerships'],
      ['connected-vehicles', 'Véhicule connecté', 'Connected vehicles'],
    ],
  },
  {
    sector: ['aerospace', 'Aéronautique et spatial', 'Aerospace'],
    subSectors: [
      ['aircraft-manufacturing', 'Construction aéronautique', 'Aircraft manufacturing'],
      ['aero-engines', 'Motoristes', 'Aero engines'],
      ['space', 'Spatial', 'Space'],
      ['aircraft-maintenance', 'Maintenance aéronautique (MRO)', 'Aircraft maintenance (MRO)'],
      ['avionics', 'Avionique', 'Avionics'],
      ['airports', 'Aéroports', 'Airports'],
    ],
  },
  {
    sector: ['media', 'Médias et divertissement', 'Media & entertainment'],
    subSectors: [
      ['television', 'Télévision', 'Television'],
      ['press-publishing', 'Presse et édition', 'Press and publishing'],
      ['video-games', 'Jeux vidéo', 'Video games'],
      ['advertising', 'Publicité et communication', 'Advertising'],
      ['music-streaming', 'Musique et streaming', 'Music and streaming'],
      ['cinema', 'Cinéma et audiovisuel', 'Film and broadcasting'],
    ],
  },
  {
    sector: ['education', 'Éducation et recherche', 'Education & research'],
    subSectors: [
      ['higher-education', 'Enseignement supérieur', 'Higher education'],
      ['schools', 'Enseignement primaire et secondaire', 'Primary and secondary education'],
      ['edtech', 'EdTech', 'EdTech'],
      ['research-institutes', 'Organismes de recherche', 'Research institutes'],
      ['vocational-training', 'Formation professionnelle', 'Vocational training'],
    ],
  },
  {
    sector: ['construction', 'BTP et immobilier', 'Construction & real estate'],
    subSectors: [
      ['civil-engineering', 'Génie civil', 'Civil engineering'],
      ['building', 'Bâtiment', 'Building'],
      ['real-estate', 'Promotion immobilière', 'Real estate development'],
      ['facility-management', 'Gestion immobilière et services aux bâtiments', 'Facility management'],
    ],
  },
  {
    sector: ['tourism', 'Tourisme et hôtellerie', 'Travel & hospitality'],
    subSectors: [
      ['hotels', 'Hôtellerie', 'Hotels'],
      ['tour-operators', 'Voyagistes', 'Tour operators'],
      ['food-service', 'Restauration', 'Food service'],
      ['leisure', 'Loisirs', 'Leisure'],
    ],
  },
  {
    sector: ['software-services', 'Édition de logiciels et services numériques', 'Software & IT services'],
    subSectors: [
      ['software-publishers', 'Éditeurs de logiciels', 'Software publishers'],
      ['it-services-companies', 'Entreprises de services du numérique (ESN)', 'IT services companies'],
      ['saas', 'Logiciels en ligne (SaaS)', 'Software as a service (SaaS)'],
      ['start-ups', 'Start-up', 'Start-ups'],
      ['hosting', 'Hébergement et infogérance', 'Hosting and managed services'],
    ],
  },
  {
    sector: ['agriculture', 'Agriculture', 'Agriculture'],
    subSectors: [
      ['farming-cooperatives', 'Coopératives agricoles', 'Farming cooperatives'],
      ['agricultural-equipment', 'Machinisme agricole', 'Agricultural machinery'],
      ['agtech', 'AgriTech', 'AgTech'],
    ],
  },
];
