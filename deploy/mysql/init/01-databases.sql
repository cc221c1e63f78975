-- One database per TIS service (ARCHITECTURE.md, "Two modes, one code path").
--
-- Compose runs this file once, on the first start of an empty data volume, through the
-- mysql image's /docker-entrypoint-initdb.d. By then the image has already created the
-- user 'tis'@'%' from MYSQL_USER / MYSQL_PASSWORD (deploy/.env), so no password is
-- written here. On a server that compose did not create, first run:
--   CREATE USER 'tis'@'%' IDENTIFIED BY '<password>';
-- and then this file. Every statement can run again without harm.
--
-- Tables are created by each service's migrations at boot, never by this file.
-- Character set and collation are named explicitly, matching deploy/mysql/my.cnf: MySQL
-- would otherwise give utf8mb4 its own default collation, not collation-server.

CREATE DATABASE IF NOT EXISTS `tis_oauth`         CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_system`        CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_vehicle`       CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_document`      CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_diagnosis`     CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_job`           CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_log`           CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_search`        CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS `tis_fileconverter` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- All rights on every tis_* database and nothing else ('\_' is a literal underscore;
-- a bare '_' would be a one-character wildcard in a grant).
GRANT ALL PRIVILEGES ON `tis\_%`.* TO 'tis'@'%';
