/**
 * Certificates and licences. Credential codes and links are samples: the owner replaces each
 * with the real credential ID and verification URL.
 */
import type { Certification } from './types';

export const certifications: readonly Certification[] = [
  {
    title: 'Remote Pilot Licence (RPL), Multirotor',
    issuer: 'Kenya Civil Aviation Authority (KCAA)',
    date: 'June 2024',
    credential: 'KCAA-RPL-2024-0183', // PLACEHOLDER
    link: 'https://www.kcaa.or.ke/verify/your-licence', // PLACEHOLDER
  },
  {
    title: 'Machine Learning Specialization',
    issuer: 'DeepLearning.AI & Stanford Online (Coursera)',
    date: 'March 2023',
    credential: 'COURSERA-MLS-2023-4K7Q', // PLACEHOLDER
    link: 'https://www.coursera.org/account/accomplishments/specialization/your-ml-id', // PLACEHOLDER
  },
  {
    title: 'Deep Learning Specialization',
    issuer: 'DeepLearning.AI (Coursera)',
    date: 'September 2023',
    credential: 'COURSERA-DLS-2023-8P2M', // PLACEHOLDER
    link: 'https://www.coursera.org/account/accomplishments/specialization/your-dl-id', // PLACEHOLDER
  },
  {
    title: 'AI for Medical Diagnosis',
    issuer: 'DeepLearning.AI (Coursera)',
    date: 'February 2024',
    credential: 'COURSERA-AIMD-2024-3T9W', // PLACEHOLDER
    link: 'https://www.coursera.org/account/accomplishments/verify/your-aimd-id', // PLACEHOLDER
  },
  {
    title: 'Basics of Quantum Information',
    issuer: 'IBM Quantum',
    date: 'November 2023',
    credential: 'IBMQ-BQI-2023-0512', // PLACEHOLDER
    link: 'https://www.credly.com/badges/your-ibm-quantum-badge', // PLACEHOLDER
  },
  {
    title: 'Quantum Machine Learning',
    issuer: 'IBM Quantum',
    date: 'April 2025',
    credential: 'IBMQ-QML-2025-0947', // PLACEHOLDER
    link: 'https://www.credly.com/badges/your-ibm-qml-badge', // PLACEHOLDER
  },
  {
    title: 'Google Data Analytics Professional Certificate',
    issuer: 'Google (Coursera)',
    date: 'August 2022',
    credential: 'COURSERA-GDA-2022-6H1R', // PLACEHOLDER
    link: 'https://www.coursera.org/account/accomplishments/professional-cert/your-gda-id', // PLACEHOLDER
  },
  {
    title: 'Python for Data Science, AI & Development',
    issuer: 'IBM (Coursera)',
    date: 'December 2021',
    credential: 'COURSERA-PY-2021-2B5N', // PLACEHOLDER
    link: 'https://www.coursera.org/account/accomplishments/verify/your-python-id', // PLACEHOLDER
  },
  {
    title: 'Simulink Onramp',
    issuer: 'MathWorks',
    date: 'May 2023',
    credential: 'MW-SLO-2023-7731', // PLACEHOLDER
    link: 'https://matlabacademy.mathworks.com/progress/share/certificate.html?id=your-id', // PLACEHOLDER
  },
  {
    title: 'Certified SOLIDWORKS Associate (CSWA)',
    issuer: 'Dassault Systèmes',
    date: 'October 2023',
    credential: 'C-SAMPLE-CSWA-2023', // PLACEHOLDER
    link: 'https://cv.virtualtester.com/qr/?b=SLDWRKS&i=your-id', // PLACEHOLDER
  },
  {
    title: 'Introduction to IoT',
    issuer: 'Cisco Networking Academy',
    date: 'July 2022',
    credential: 'CISCO-IOT-2022-5520', // PLACEHOLDER
    link: 'https://www.credly.com/badges/your-cisco-iot-badge', // PLACEHOLDER
  },
  {
    title: 'Hello (Real) World with ROS: Robot Operating System',
    issuer: 'Delft University of Technology (edX)',
    date: 'January 2024',
    credential: 'EDX-ROS-2024-9F3C', // PLACEHOLDER
    link: 'https://courses.edx.org/certificates/your-ros-certificate', // PLACEHOLDER
  },
  {
    title: 'Robotics: Kinematics and Mathematical Foundations',
    issuer: 'University of Pennsylvania (edX)',
    date: 'June 2024',
    credential: 'EDX-ROBO-2024-1D8K', // PLACEHOLDER
    link: 'https://courses.edx.org/certificates/your-kinematics-certificate', // PLACEHOLDER
  },
  {
    title: 'Entrepreneurship in Emerging Economies',
    issuer: 'Harvard University (edX)',
    date: 'February 2023',
    credential: 'EDX-EEE-2023-6M4V', // PLACEHOLDER
    link: 'https://courses.edx.org/certificates/your-entrepreneurship-certificate', // PLACEHOLDER
  },
];
