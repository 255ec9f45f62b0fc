/**
 * Questions clinic staff type into search, each with the docs that answer it. The built-in search must
 * put one of them in its top three for at least `STAFF_QUESTIONS_TARGET` of the questions
 * (search-relevance.test.ts checks it; `npm run bench` prints the figure).
 */
export interface StaffQuestion {
  who: 'vet' | 'nurse' | 'receptionist' | 'IT';
  question: string;
  /** Doc ids that answer it; any of them in the top three counts. */
  answers: string[];
}

export const STAFF_QUESTIONS_TARGET = 0.95;

export const staffQuestions: StaffQuestion[] = [
  // Vets: species, body regions, exposure and image quality
  { who: 'vet', question: 'horse foot radiograph', answers: ['resources/equineTechniqueChart'] },
  { who: 'vet', question: 'kVp for dog thorax', answers: ['resources/smallAnimalTechniqueGuideline'] },
  { who: 'vet', question: 'mAs for a cat abdomen', answers: ['resources/smallAnimalTechniqueGuideline'] },
  { who: 'vet', question: 'equine navicular series', answers: ['resources/equineTechniqueChart', 'settings/acqProfiles/protocols'] },
  { who: 'vet', question: 'canine hip dysplasia view', answers: ['resources/smallAnimalTechniqueGuideline'] },
  { who: 'vet', question: 'compare with previous x-ray', answers: ['acquireReview/compareStudy'] },
  { who: 'vet', question: 'image too dark adjust brightness', answers: ['acquireReview/imageManipulation', 'acquireReview/imageTuningWorkbench'] },
  { who: 'vet', question: 'measure on the radiograph', answers: ['acquireReview/annotations', 'acquireReview/imageManipulation'] },
  { who: 'vet', question: 'what does exposure index mean', answers: ['settings/acqProfiles/acqProfilesAdvanced', 'acquireReview/acquiringImages', 'acquireReview/acquireReviewScreen'] },
  { who: 'vet', question: 'EI too high', answers: ['settings/acqProfiles/acqProfilesAdvanced', 'acquireReview/acquiringImages', 'acquireReview/acquireReviewScreen'] },
  { who: 'vet', question: 'image processing look soundvu', answers: ['acquireReview/imageTuningWorkbench', 'acquireReview/imageTuningWorkbench/soundVu'] },
  { who: 'vet', question: 'rotate or flip an image', answers: ['acquireReview/imageOrientation', 'acquireReview/imageManipulation'] },
  { who: 'vet', question: 'radiation safety report', answers: ['reports/aahaReport'] },
  // Nurses and technicians: acquiring, retakes, patients, detectors
  { who: 'nurse', question: 'emergency patient without name', answers: ['mainPatient/createEmergencyPatient'] },
  { who: 'nurse', question: 'take an x-ray', answers: ['acquireReview/acquiringImages'] },
  { who: 'nurse', question: 'retake a blurry image', answers: ['acquireReview/acquiringImages', 'shotList/shotListScreen', 'reports/rejectReport'] },
  { who: 'nurse', question: 'exposure not detected', answers: ['troubleshooting', 'settings/calibration', 'settings/calibration/sd', 'acquireReview/acquiringImages'] },
  { who: 'nurse', question: 'detector not ready', answers: ['settings/configuration/panelConfiguration', 'shotList/shotListScreen', 'settings/generator'] },
  { who: 'nurse', question: 'detector battery low', answers: ['settings/calibration/fusion', 'resources/detectors', 'settings/diagnostics/detectorStatus', 'settings/configuration/panelConfiguration', 'notifications'] },
  { who: 'nurse', question: 'calibrate the detector', answers: ['settings/calibration', 'settings/calibration/fusion', 'settings/calibration/hd', 'settings/calibration/sd'] },
  { who: 'nurse', question: 'add left right marker', answers: ['acquireReview/annotations'] },
  { who: 'nurse', question: 'change the shot list for a study', answers: ['shotList/shotListScreen', 'shotList/shotListScreenMenu', 'acquireReview/shotList'] },
  { who: 'nurse', question: 'move image to another patient', answers: ['acquireReview/acquireReviewMenu', 'shotList/shotListScreenMenu'] },
  { who: 'nurse', question: 'enter kv and mas by hand', answers: ['acquireReview/manualTechniqueEntry'] },
  { who: 'nurse', question: 'register a new detector', answers: ['settings/configuration/detectorRegistration', 'settings/configuration/detectorRegistration/fusion', 'settings/configuration/detectorRegistration/hd', 'settings/configuration/detectorRegistration/sd'] },
  { who: 'nurse', question: 'generator not firing', answers: ['acquireReview/generatorIntegration', 'settings/generator'] },
  // Receptionists: patients, studies, reports, billing
  { who: 'receptionist', question: 'add a new pet', answers: ['mainPatient/createPatient'] },
  { who: 'receptionist', question: 'find an owner by name', answers: ['mainPatient/search'] },
  { who: 'receptionist', question: 'delete a study', answers: ['mainPatient/studies'] },
  { who: 'receptionist', question: 'billing report for last month', answers: ['reports/billingReport', 'reports/advancedBillingReport'] },
  { who: 'receptionist', question: 'how many images were rejected', answers: ['reports/rejectReport'] },
  { who: 'receptionist', question: 'forgot my password', answers: ['loginScreen', 'settings/users'] },
  { who: 'receptionist', question: 'account locked', answers: ['loginScreen', 'settings/users'] },
  { who: 'receptionist', question: 'invalid user name or password', answers: ['loginScreen'] },
  { who: 'receptionist', question: 'print a study report', answers: ['reports/studyReport', 'reports/reportScreen'] },
  { who: 'receptionist', question: 'clinic name on images', answers: ['watermark', 'settings/configuration/siteInformation', 'settings/overlayEditor'] },
  // The practice's IT person: DICOM, network, backup, updates
  { who: 'IT', question: 'send images to PACS', answers: ['settings/DICOM/storage', 'dicomQueue', 'resources/quickReference/sendAndCheckQueue'] },
  { who: 'IT', question: 'PACS AE title port', answers: ['settings/DICOM/storage', 'settings/DICOM/dicomGeneral'] },
  { who: 'IT', question: 'modality worklist from practice management system', answers: ['settings/DICOM/worklist'] },
  { who: 'IT', question: 'MWL not showing patients', answers: ['settings/DICOM/worklist', 'mainPatient/search'] },
  { who: 'IT', question: 'association rejected', answers: ['dicomQueue', 'mainPatient/studies', 'settings/DICOM/storage'] },
  { who: 'IT', question: 'DICOM queue stuck retrying', answers: ['dicomQueue'] },
  { who: 'IT', question: 'modality performed procedure step', answers: ['settings/DICOM/mpps', 'mppsOverview'] },
  { who: 'IT', question: 'firewall ports', answers: ['settings/hardware/network', 'settings/DICOM/dicomGeneral'] },
  { who: 'IT', question: 'static ip address', answers: ['settings/hardware/network'] },
  { who: 'IT', question: 'backup to network share', answers: ['settings/system/backup', 'automaticBackup'] },
  { who: 'IT', question: 'restore from backup', answers: ['settings/system/restore', 'settings/system/backup'] },
  { who: 'IT', question: 'upgrade to 2.12', answers: ['settings/system/update', 'resources/releaseNotes'] },
  { who: 'IT', question: 'low disk space', answers: ['settings/configuration/advancedOptions', 'systemStatus', 'settings/system/backup'] },
  { who: 'IT', question: 'collect logs for support', answers: ['settings/diagnostics/dataCollector', 'settings/logs'] },
  { who: 'IT', question: 'species mapping dicom', answers: ['settings/DICOM/speciesMapping'] },
  { who: 'IT', question: 'add a user with admin rights', answers: ['settings/users'] },
];
