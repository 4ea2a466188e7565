#!/usr/bin/env bash
# Rebuilds every document of our own CV corpus (issue #28 §7) from its source in src/.
#
# Not run by CI: the built PDF and DOCX files are committed beside their *.truth.json, and the
# corpus test (corpus.test.ts) only reads them. Run it by hand after editing a source, then check
# the output (README.md "Rebuilding") and commit the sources and the built files together.
#
# Tools (Debian 12 packages): pandoc, libreoffice-writer(-nogui), texlive-latex-recommended,
# texlive-latex-extra, texlive-fonts-recommended, texlive-lang-french, texlive-luatex,
# fonts-font-awesome, fonts-liberation2, fonts-dejavu.
#
# Usage: corpus/cv/build.sh            rebuild every document
#        corpus/cv/build.sh 04 11      rebuild the documents whose number is given
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../build-lib.sh
source ../build-lib.sh "$@"

build latex pdflatex 01-marchetti-data-engineer
build office docx 02-le-bihan-java-dossier
build pandoc docx 03-kessler-devops
build latex lualatex 04-haddad-cheffe-projet
build office pdf 05-vasseur-sap
build latex pdflatex 06-lambert-junior-data-scientist
build office docx 07-morvan-qa-textboxes
build pandoc pdf 08-fontaine-alternant-web
build office docx 09-perrin-product-owner
build office pdf 10-brunet-cloud-architect
build latex pdflatex 11-belkacem-bi-dossier
build pandoc docx 12-giraud-data-analyst
build office docx 13-roussel-devops-header
build pandoc pdf 14-lindqvist-frontend
build latex lualatex 15-roux-fullstack-paracol
build office pdf 16-da-costa-assistante-comptable
build office docx 17-perrot-cybersecurite
build office docx 18-whitfield-business-analyst
build latex pdflatex 19-lemoine-admin-systemes
build pandoc docx 20-brossard-recrutement
build latex pdflatex 21-hartmann-ml-engineer
build office pdf 22-nguyen-coach-agile
build office docx 23-chevalier-salesforce-header
build office pdf 24-obrien-supply-chain

echo "Built in $here. Check each file (README.md \"Rebuilding\") before committing."
